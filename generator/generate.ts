/**
 * Generating a build: reads the database of data/ and writes every file of the API into dist/ —
 * documents, list pages, records and sub-lists, list indexes and the search index, and the
 * documentation site (web/docs/) and the public site (web/, site/bundle.ts) — through the DistWriter.
 *
 * Over a previous build it can continue from (affected.ts), the build is incremental: only the
 * records a data change affects are rendered again (read through a catalog that queries the
 * database key by key), then the lists whose summaries changed, the search index when a
 * searchable record changed, and the documents; every other file is the previous build's. The
 * result is the very build a full build gives, file for file. What a build keeps for the next
 * one is its state (state.ts).
 */
import type { Db } from "../database/sqlite.ts";
import { gameVersions, meta } from "./catalog.ts";
import { DistWriter } from "./writer.ts";
import { collectGarbage, withTightHeap } from "./heap.ts";
import type { BuildInfo } from "../layout/dist.ts";
import { RESOURCES } from "../contract/resources.ts";
import { patchNotesPath, versionBefore } from "../contract/patch-notes.ts";
import type { Addresses } from "../contract/addresses.ts";
import type { Progress } from "./progress.ts";
import { writePack } from "./pack.ts";
import { PACK_FACTS, PACK_FILE } from "../layout/bulk.ts";
import { BuildState, stateDir } from "./state.ts";
import { CompareThread } from "./compare-thread.ts";
import { generatorVersion } from "./generator-code.ts";
import { planBuild } from "./steps/plan.ts";
import { renderAffected, renderAll } from "./steps/records.ts";
import { writeLists } from "./steps/lists.ts";
import { writePatchNotes } from "./steps/patch-notes.ts";
import { writeDifferences } from "./steps/differences.ts";
import { writeSearch } from "./steps/search.ts";
import { writeDocumentation, writeDocuments, writeDownloads } from "./steps/documents.ts";
import { source, type Run } from "./steps/run.ts";

export interface GenerateResult {
  info: BuildInfo;
  /** files and bytes of the build, internal files included. */
  files: number;
  bytes: number;
  /** files written; the others were the previous build's, linked unchanged */
  written: number;
  /** records rendered (all of them in a full build) */
  rendered: number;
  /** "full", or "incremental" when the build continued from the previous one */
  kind: "full" | "incremental";
  /** why the build was full when a previous build was there */
  reason: string | null;
}

export interface GenerateOptions {
  /** a full build whatever the previous build (--full) */
  full?: boolean;
  /**
   * false: the build without the comparisons between versions, their flags and the patch notes,
   * the baseline their cost is measured against (bench/README.md); never one to serve
   */
  comparisons?: boolean;
  /** an incremental build links the previous build's unchanged directories (tree.ts) when it
   * has at least this many files; a smaller one links every file */
  shareFrom?: number;
}

/** Builds below this many files are served by Workers Static Assets, which wants no symbolic links. */
const SHARE_FROM = 100_000;

/** Generates a build of the database into `out` (dist/), swapped in whole once complete. */
export function generate(
  db: Db,
  addresses: Addresses,
  out: string,
  progress: Progress,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  return withTightHeap(() => writeBuild(db, addresses, out, progress, options));
}

async function writeBuild(
  db: Db,
  addresses: Addresses,
  out: string,
  progress: Progress,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const comparisons = options.comparisons ?? true;
  // A build without comparisons is no build to continue from, nor one to continue from another.
  const generator = comparisons ? generatorVersion() : `${generatorVersion()} sans comparaisons`;
  const addressText = JSON.stringify(addresses);
  const plan = planBuild(db, out, options, generator, addressText);
  const state = plan.state ?? BuildState.create(out);
  const writer = new DistWriter(
    out,
    state,
    plan.state
      ? {
          kind: "incremental",
          previousDir: plan.previousDir!,
          share: plan.files! >= (options.shareFrom ?? SHARE_FROM),
          // Written into the build after its manifests (pack.ts): never the previous build's.
          outside: [PACK_FILE, PACK_FACTS],
        }
      : { kind: "full", previousDamaged: plan.damaged },
  );
  const comparer = comparisons
    ? new CompareThread(
        stateDir(out),
        gameVersions(db).map((v) => v.id),
        addresses.base_url,
      )
    : null;
  try {
    // Required rather than defaulted to today: the same data must give the same files.
    const updated = meta(db).data_updated;
    if (!updated) throw new Error("meta.data_updated (YYYY-MM-DD) is missing from the database");
    const versions = gameVersions(db);
    const run: Run = {
      db,
      addresses,
      writer,
      state,
      progress,
      versions: versions.map((v) => v.id),
      dirtyLists: new Set(),
      searchDirty: !plan.state,
      searchMoved: false,
      searchBefore: new Map(),
      rendered: 0,
      comparer,
      compared: new Set(),
    };
    if (plan.state)
      progress.log(`build incrémental : ${[...plan.affected!.values()].reduce((n, s) => n + s.size, 0)} enregistrements touchés`);
    if (plan.state) await renderAffected(run, plan.affected!);
    else await renderAll(run);
    if (comparer) {
      await writeDifferences(run, comparer);
      await comparer.close();
    }
    const counts = await writeLists(run);
    progress.log(`  listes (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    await writePatchNotes(run);
    // The last version's catalog is garbage now, before the search index is built.
    collectGarbage();
    await writeDocuments(run, versions, counts, updated);
    if (run.searchDirty) {
      await writeSearch(run);
      progress.log(`  index de recherche (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
    }
    await writeDocumentation(run, updated);
    const bulk = await writeDownloads(run, updated);
    state.setInfo({ generator, addresses: addressText });
    const info = await writer.commit(
      { data_updated: updated, addresses, collections: collections(state, run.versions, comparisons) },
      async (dir, previousDir, files) => {
        const pack = await writePack(dir, previousDir, files, bulk);
        progress.log(
          `  archive ${pack.blocks} blocs, ${pack.reused} repris, ${pack.taken} des fichiers en bloc (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`,
        );
      },
    );
    const totals = writer.totals();
    // The data the build was made from, for the next build to compare with (not for a database in memory).
    if (source(db)) state.finish(info.build, source(db)!);
    else state.abandon();
    return {
      info,
      ...totals,
      written: writer.written,
      rendered: run.rendered,
      kind: plan.state ? "incremental" : "full",
      reason: plan.reason,
    };
  } catch (error) {
    await writer.abort();
    state.abandon();
    throw error;
  } finally {
    await comparer?.close();
  }
}

/** The collection fingerprint of every list, by path, in the order a full build finds them. */
function collections(state: BuildState, versions: readonly string[], comparisons: boolean): Record<string, string> {
  const paths = [
    ...versions.flatMap((v) => RESOURCES.map((r) => `/${v}/${r.segment}`)),
    ...versions.flatMap((v) =>
      comparisons && versionBefore(v) && versions.includes(versionBefore(v)!) ? RESOURCES.map((r) => patchNotesPath(v, r)) : [],
    ),
    "/versions",
    "/search",
  ];
  return Object.fromEntries(paths.map((path) => [path, state.collection(path)!]));
}
