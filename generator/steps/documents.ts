/**
 * The documents made from the records and lists: versions, root, stats, OpenAPI and the public
 * site; then the documentation and llms.txt, which show real answers read from the files
 * written before them; last, the bulk files and the change history.
 */
import type { Row } from "../../rows/row.ts";
import { dataSources } from "../catalog.ts";
import { dataSourceCredit, rootDocument, statsDocument, versionRecord, type VersionCounts } from "../render/meta.ts";
import { pagesOf } from "../pages.ts";
import { collectionFingerprint } from "../../hashing/cursor.ts";
import { openapiDocument } from "../openapi.ts";
import { llmsText } from "../llms.ts";
import { docsFiles } from "../docs/site.ts";
import { siteFiles } from "../../site/bundle.ts";
import { docsExamples } from "../docs/examples.ts";
import { fileOf, folderOf } from "../../layout/dist.ts";
import { DIFFERENCES_PATH } from "../../contract/differences.ts";
import { writeBulkFiles, type BulkRecords } from "../bulk.ts";
import { writeChanges } from "../history.ts";
import { writeIndex } from "./lists.ts";
import { owning, setCollection, source, type Run } from "./run.ts";

/** The documents made from the counts: versions, root, stats, OpenAPI; and the public site. */
export async function writeDocuments(run: Run, versions: Row<"game_version">[], counts: Map<string, VersionCounts>, updated: string) {
  const { addresses, writer, state, db } = run;
  await owning(run, "documents", async () => {
    const versionDocs = versions.map((v) => versionRecord(addresses, v, counts.get(v.id)!));
    for (const doc of versionDocs) await writer.add(fileOf(`/versions/${doc.id}`), doc);
    const collection = collectionFingerprint(versionDocs);
    setCollection(state, "/versions", collection);
    for (const page of pagesOf(addresses, "/versions", versionDocs)) await writer.add(page.file, page.body, page.next);
    await writeIndex(writer, "/versions", "versions", versionDocs, collection);
    const sources = dataSources(db);
    await writer.add(fileOf("/"), rootDocument(addresses, versions, updated, sources));
    await writer.add(fileOf("/stats"), statsDocument(versions, counts, updated));
    await writer.add(fileOf("/openapi.json"), openapiDocument(addresses, updated));
    for (const [file, text] of Object.entries(await siteFiles(addresses, sources.map(dataSourceCredit)))) await writer.add(file, text);
  });
}

/** The documentation site and llms.txt: they show real answers, read or computed from the files
 * written before them. */
export async function writeDocumentation(run: Run, updated: string) {
  const { addresses, writer, state, db } = run;
  await owning(run, "documentation", async () => {
    const sources = dataSources(db);
    const examples = await docsExamples(await writer.readBack(), exampleFiles(run), addresses.base_url, run.versions);
    await writer.add(fileOf("/llms.txt"), llmsText(addresses, updated, sources, examples));
    const facts = {
      baseUrl: addresses.base_url,
      siteUrl: addresses.site_url,
      dataUpdated: updated,
      sources: sources.map(dataSourceCredit),
    };
    for (const [file, text] of docsFiles(facts, examples)) await writer.add(file, text);
  });
}

/** The files the examples are looked for in: the first version's records, then the comparisons. */
function* exampleFiles(run: Run): Iterable<string> {
  yield* run.state.filesOfVersion(run.versions[0]!);
  for (const [file] of run.state.servedUnder(folderOf(DIFFERENCES_PATH))) yield file;
}

/** Last, from the files written before: the bulk files and the change history (the dist pack
 * follows once the build is complete, writer.commit, and takes the records from the bulk files). */
export async function writeDownloads(run: Run, updated: string): Promise<BulkRecords[]> {
  const { writer, db, progress } = run;
  let records: BulkRecords[] = [];
  await owning(run, "bulk", async () => {
    ({ records } = await writeBulkFiles({
      servedUnder: (prefix) => writer.servedUnder(prefix),
      changed: writer.changedServed()?.map(([file]) => file) ?? null,
      files: await writer.readBack(),
      // Its file, read a chunk at a time; a database in memory has only its bytes.
      database: source(db) ?? db.serialize(),
      versions: run.versions,
      dataUpdated: updated,
      previousDir: writer.previousDir,
      add: async (file, bytes) => void (await writer.addInternal(file, bytes)),
      addWritten: async (file, write) => void (await writer.addInternalWritten(file, write)),
      keep: (file) => writer.keep(file),
    }));
  });
  progress.log(`  fichiers en bloc (${progress.elapsed().toFixed(1)} s, ${progress.memory()})`);
  await owning(run, "changes", async () => {
    await writeChanges({
      served: () => writer.servedEntries(),
      changed: writer.changedServed(),
      previousDir: writer.previousDir,
      add: async (file, text) => void (await writer.addInternal(file, text)),
    });
  });
  return records;
}
