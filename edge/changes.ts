/**
 * `/changes`: without `since`, the builds the served build can compare with (itself first);
 * with `since=<build id>`, the records added, changed and removed since that build, a page at a
 * time, read from the history the build keeps (layout/changes.ts). A build it does not know is
 * history_unavailable: the client downloads the bulk files again.
 */
import { ApiError } from "../contract/api-error.ts";
import { decodeCursor, encodeCursor, querySignature } from "../hashing/cursor.ts";
import { listEnvelope, nextPageUrl, type ListEnvelope } from "../contract/list-envelope.ts";
import { LIMIT_DEFAULT } from "../contract/params.ts";
import { RESOURCES } from "../contract/resources.ts";
import type { ApiShape } from "../contract/schemas.ts";
import { hash8 } from "../hashing/fnv.ts";
import {
  CHANGES_BUILDS,
  changesChunkFile,
  changesFile,
  changeOf,
  type ChangeEntry,
  type ChangesBuild,
  type ChangesCount,
} from "../layout/changes.ts";
import { DistDamaged, type Build } from "./files/dist.ts";

const PATH = "/changes";

function recordChange(entry: ChangeEntry, base: string): ApiShape<"record_change"> {
  const [version, keyType, id] = entry[0].split(":") as [string, string, string];
  const res = RESOURCES.find((r) => r.keyType === keyType);
  if (!res) throw new DistDamaged(`change of an unknown record type: ${entry[0]}`);
  return {
    object: "record_change",
    key: entry[0],
    version,
    type: res.object,
    id: Number(id),
    change: changeOf(entry),
    api_url: `${base}/${version}/${res.segment}/${id}`,
  };
}

function buildObject(build: ChangesBuild, current: boolean, base: string): ApiShape<"build"> {
  return {
    object: "build",
    id: build.id,
    date: build.date,
    current,
    added: build.added,
    changed: build.changed,
    removed: build.removed,
    changes_url: `${base}${PATH}?since=${build.id}`,
  };
}

/** Elements [offset, offset + limit) of a list of `count`, read by `slice`, as a page of the envelope. */
async function page<T>(
  count: number,
  slice: (from: number, to: number) => Promise<T[]>,
  build: Build,
  values: Record<string, string>,
  url: string,
): Promise<ListEnvelope<T>> {
  const { cursor, limit, include_total, ...filters } = values;
  const query = querySignature(PATH, filters);
  // Offsets hold within one build: a cursor of another build is refused.
  const collection = hash8(build.info.build);
  let offset = 0;
  if (cursor !== undefined) {
    const state = decodeCursor(cursor);
    if (!state || state.query !== query || state.collection !== collection || state.offset >= count)
      throw new ApiError("cursor_invalid", undefined, "cursor");
    offset = state.offset;
  }
  const end = Math.min(count, offset + (limit ? Number(limit) : LIMIT_DEFAULT));
  const next = end < count ? encodeCursor({ query, collection, offset: end }) : null;
  return listEnvelope(await slice(offset, end), next, url, include_total === "true" ? count : undefined);
}

/** The answer to `/changes` with its validated query, and the next page's address. */
export async function changesBody(build: Build, values: Record<string, string>): Promise<{ body: unknown; next: string | null }> {
  const base = build.info.addresses.base_url;
  const current = build.info.build;
  const history = ((await build.json(CHANGES_BUILDS)) as ChangesBuild[] | null) ?? [];
  const since = values.since;
  let body: ListEnvelope<unknown>;
  if (since === undefined) {
    const builds = [
      buildObject({ id: current, date: build.info.data_updated, added: 0, changed: 0, removed: 0 }, true, base),
      ...history.filter((b) => b.id !== current).map((b) => buildObject(b, false, base)),
    ];
    body = await page(builds.length, async (from, to) => builds.slice(from, to), build, values, `${base}${PATH}`);
  } else {
    const url = `${base}${PATH}?since=${since}`;
    if (since === current) {
      body = await page(0, async () => [], build, values, url);
    } else {
      if (!history.some((b) => b.id === since)) throw new ApiError("history_unavailable", undefined, "since");
      const counted = (await build.json(changesFile(since))) as ChangesCount | null;
      if (!counted) throw new DistDamaged(`${changesFile(since)} is missing`);
      const slice = async (from: number, to: number) => {
        const out: ApiShape<"record_change">[] = [];
        for (let n = Math.floor(from / counted.chunk); n * counted.chunk < to; n++) {
          const chunk = (await build.json(changesChunkFile(since, n))) as ChangeEntry[] | null;
          if (!chunk) throw new DistDamaged(`${changesChunkFile(since, n)} is missing`);
          for (let i = Math.max(from - n * counted.chunk, 0); i < chunk.length && n * counted.chunk + i < to; i++)
            out.push(recordChange(chunk[i]!, base));
        }
        return out;
      };
      body = await page(counted.count, slice, build, values, url);
    }
  }
  return { body, next: body.next_cursor ? nextPageUrl(body.url, body.next_cursor) : null };
}
