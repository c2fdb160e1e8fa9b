/**
 * Generating a build: reads the database of data/ and writes every file of the API into dist/ —
 * documents, list pages, records and sub-lists, list indexes and the search index, and the
 * documentation site (web/docs/) and the public site (web/, site/bundle.ts) — through the DistWriter.
 */
import type { Db } from "./database.ts";
import { Catalog, dataSources, gameVersions, meta } from "./catalog.ts";
import { rendererOf } from "./render/index.ts";
import { compareText, recordPath, type Context } from "./render/refs.ts";
import { dataSourceCredit, rootDocument, statsDocument, versionRecord, type VersionCounts } from "./render/meta.ts";
import { pagesOf } from "./pages.ts";
import { collectionFingerprint } from "../contract/cursor.ts";
import { DistWriter } from "./writer.ts";
import { collectGarbage, withTightHeap } from "./heap.ts";
import { openapiDocument } from "./openapi.ts";
import { llmsText } from "./llms.ts";
import { docsFiles } from "./docs/site.ts";
import { siteFiles } from "../site/bundle.ts";
import { docsExamples } from "./docs/examples.ts";
import { chunkFile, fileOf, INDEX_CHUNK, indexFile, type BuildInfo, type ListIndex } from "../layout/dist.ts";
import { encodeChunk } from "../layout/chunks.ts";
import { RESOURCES } from "../contract/resources.ts";
import type { Addresses } from "../contract/addresses.ts";
import type { Progress } from "./progress.ts";
import { columnsOf } from "./indexes.ts";
import { writeSubList } from "./sublists.ts";
import type { ListName } from "../contract/params.ts";
import { writeBulkFiles } from "./bulk.ts";
import { writeChanges } from "./changes.ts";
import { writePack } from "./pack.ts";
import { searchDocsOf, searchFactsOf, type SearchDoc, type SearchFacts } from "./search-docs.ts";
import { writeSearchIndex } from "./search-index.ts";

async function writeIndex(writer: DistWriter, path: string, list: ListName, elements: unknown[]) {
  const index: ListIndex = {
    collection: collectionFingerprint(elements),
    count: elements.length,
    chunk: INDEX_CHUNK,
    columns: columnsOf(list, elements),
  };
  await writer.addInternal(indexFile(path), index);
  for (let i = 0; i * INDEX_CHUNK < elements.length; i++) {
    await writer.addInternal(chunkFile(path, i), encodeChunk(elements.slice(i * INDEX_CHUNK, (i + 1) * INDEX_CHUNK)));
  }
}

/** Where each record type exists, by `<keyType>:<id>`: the `versions` field of every record. */
function presenceOf(db: Db) {
  const presence = new Map<string, { version: string; name: string }[]>();
  const order = gameVersions(db).map((v) => v.id as string);
  for (const res of RESOURCES) {
    // Each record type has the table of the same name (data/schema.sql).
    const rows = db.prepare(`SELECT version, id, name FROM ${res.object} ORDER BY version, id`).all() as {
      version: string;
      id: number;
      name: string;
    }[];
    for (const r of rows) {
      const key = `${res.keyType}:${r.id}`;
      if (!presence.has(key)) presence.set(key, []);
      presence.get(key)!.push({ version: r.version, name: r.name });
    }
  }
  for (const list of presence.values()) list.sort((a, b) => order.indexOf(a.version) - order.indexOf(b.version));
  return presence;
}

export interface GenerateResult {
  info: BuildInfo;
  /** files and bytes of the build, internal files included. */
  files: number;
  bytes: number;
  /** files written; the others were the previous build's, linked unchanged */
  written: number;
}

/** Generates a build of the database into `out` (dist/), swapped in whole once complete. */
export function generate(db: Db, addresses: Addresses, out: string, progress: Progress): Promise<GenerateResult> {
  return withTightHeap(() => writeBuild(db, addresses, out, progress));
}

async function writeBuild(db: Db, addresses: Addresses, out: string, progress: Progress): Promise<GenerateResult> {
  const writer = new DistWriter(out);
  try {
    // Required rather than defaulted to today: the same data must give the same files.
    const updated = meta(db).data_updated;
    if (!updated) throw new Error("meta.data_updated (YYYY-MM-DD) is missing from the database");
    const versions = gameVersions(db);
    const presence = presenceOf(db);
    const counts = new Map<string, VersionCounts>();
    const collections: Record<string, string> = {};
    const searchDocs: SearchDoc[][] = [];

    for (const v of versions) {
      // The previous version's catalog is garbage now: let it go before loading the next one.
      collectGarbage();
      const ctx: Context = { cat: new Catalog(db, v.id), addresses, version: v.id, presence };
      const c: VersionCounts = { counts: {}, rogue: { items: 0, quests: 0, game_objects: 0 } };
      for (const res of RESOURCES) {
        const renderer = rendererOf(res.object);
        const rows = [...renderer.rows(ctx.cat).values()];
        const task = progress.task(`${v.id} ${res.plural}`, rows.length);
        const summaries = [];
        const facts = new Map<number, SearchFacts>();
        for (const row of rows) {
          const summary = renderer.summary(ctx, row);
          if (!summary.internal) summaries.push(summary);
          const record = renderer.record(ctx, row) as Record<string, unknown>;
          if (res.searchable) facts.set(row.id, searchFactsOf(res.object, record));
          await writer.add(fileOf(recordPath(res, v.id, row.id)), record);
          for (const sub of renderer.sublists?.(ctx, row) ?? []) await writeSubList(writer, addresses, sub);
          task.tick();
        }
        summaries.sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
        const path = `/${v.id}/${res.segment}`;
        collections[path] = collectionFingerprint(summaries);
        for (const page of pagesOf(addresses, path, summaries)) await writer.add(page.file, page.body, page.next);
        await writeIndex(writer, path, res.plural, summaries);
        searchDocs.push(searchDocsOf(res.object, v.id, summaries, facts));
        c.counts[res.plural] = summaries.length;
        if (res.plural in c.rogue) (c.rogue as Record<string, number>)[res.plural] = summaries.filter((s) => s.rogue).length;
        task.done();
      }
      counts.set(v.id, c);
    }
    // And the last version's, before the search index is built.
    collectGarbage();

    const versionDocs = versions.map((v) => versionRecord(addresses, v, counts.get(v.id)!));
    for (const doc of versionDocs) await writer.add(fileOf(`/versions/${doc.id}`), doc);
    collections["/versions"] = collectionFingerprint(versionDocs);
    for (const page of pagesOf(addresses, "/versions", versionDocs)) await writer.add(page.file, page.body, page.next);
    await writeIndex(writer, "/versions", "versions", versionDocs);
    const sources = dataSources(db);
    await writer.add(fileOf("/"), rootDocument(addresses, versions, updated, sources));
    await writer.add(fileOf("/stats"), statsDocument(versions, counts, updated));
    await writer.add(fileOf("/openapi.json"), openapiDocument(addresses, updated));
    for (const [file, text] of Object.entries(await siteFiles(addresses, sources.map(dataSourceCredit)))) await writer.add(file, text);
    collections["/search"] = (await writeSearchIndex(writer, searchDocs.flat())).collection;
    progress.log(`  index de recherche (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    // Last: the documentation shows real answers, read or computed from the files written above.
    const examples = await docsExamples(
      await writer.readBack(),
      writer.servedFiles(),
      addresses.base_url,
      versions.map((v) => v.id as string),
    );
    await writer.add(fileOf("/llms.txt"), llmsText(addresses, updated, sources, examples));
    const facts = {
      baseUrl: addresses.base_url,
      siteUrl: addresses.site_url,
      dataUpdated: updated,
      sources: sources.map(dataSourceCredit),
    };
    for (const [file, text] of docsFiles(facts, examples)) await writer.add(file, text);

    // Last, from the files written above: the bulk files, the change history, and once the
    // build is complete, the dist pack.
    await writeBulkFiles({
      served: writer.servedEntries(),
      files: await writer.readBack(),
      database: db.serialize(),
      dataUpdated: updated,
      previousDir: writer.previousDir,
      add: (file, bytes) => writer.addInternal(file, bytes),
    });
    progress.log(`  fichiers en bloc (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    await writeChanges({
      served: writer.servedEntries(),
      previousDir: writer.previousDir,
      add: (file, text) => writer.addInternal(file, text),
    });
    const info = await writer.commit({ data_updated: updated, addresses, collections }, async (dir, previousDir) => {
      const pack = await writePack(dir, previousDir);
      progress.log(`  archive ${pack.blocks} blocs, ${pack.reused} repris (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    });
    return { info, files: writer.files, bytes: writer.bytes, written: writer.written };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
