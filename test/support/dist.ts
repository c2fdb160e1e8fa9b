/**
 * Facts about the build under test, read from disk in Node (GRIMOIRE_DIST, default dist/):
 * build.json and the merged ETag manifest. The worker tests get them through vitest's
 * provide/inject (workerd has no file system), the Node tests read them directly; both then
 * compare what the edge answers with what the generator wrote.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_FILE, type BuildInfo, type FileMeta } from "../../layout/dist.ts";
import { RESOURCES, type Resource } from "../../contract/resources.ts";

export interface DistFacts {
  dir: string;
  build: BuildInfo;
  /** every served file of the build: [etag, next page address] */
  manifest: Record<string, FileMeta>;
}

export function distDir(): string {
  return resolve(process.env.GRIMOIRE_DIST ?? "dist");
}

export function readDistFacts(dir = distDir()): DistFacts {
  if (!existsSync(join(dir, BUILD_FILE))) {
    throw new Error(`${dir} has no build: run \`npm run build\` first (\`npm test\` does), or set GRIMOIRE_DIST`);
  }
  const build = JSON.parse(readFileSync(join(dir, BUILD_FILE), "utf8")) as BuildInfo;
  const manifest: Record<string, FileMeta> = {};
  for (const shard of readdirSync(join(dir, "_meta/etags"))) {
    Object.assign(manifest, JSON.parse(readFileSync(join(dir, "_meta/etags", shard), "utf8")));
  }
  return { dir, build, manifest };
}

/** The first record of each type in one version of the build, with its page's address. */
export function oneRecordOfEachType(facts: DistFacts, version: string): { resource: Resource; id: number; path: string }[] {
  return RESOURCES.map((resource) => {
    const file = Object.keys(facts.manifest)
      .filter((f) => new RegExp(`^v1/${version}/${resource.segment}/\\d+\\.json$`).test(f))
      .sort()[0];
    if (!file) throw new Error(`the build has no ${version} ${resource.object}`);
    const id = Number(/(\d+)\.json$/.exec(file)![1]);
    return { resource, id, path: `/${version}/${resource.keyType}/${id}` };
  });
}

declare module "vitest" {
  interface ProvidedContext {
    dist: DistFacts;
  }
}

/**
 * An address of every kind of page the site and its docs serve, for the checks that walk them all
 * (phone widths, accessibility): `drawn` for the site's pages, whose script marks the page drawn;
 * the others (documentation, the static 404) are whole once loaded.
 */
export function everyPageKind(facts: DistFacts): { path: string; drawn: boolean }[] {
  const site = [
    "/",
    "/classic",
    ...oneRecordOfEachType(facts, "wotlk").map((r) => r.path),
    "/classic/npc/639",
    "/tbc/item/19019", // what changed from classic: the « Changements » section, the badges marked
    "/classic/items?quality=rare,epic&sort=-item_level",
    "/wotlk/npcs",
    "/wotlk/quests",
    "/recherche?q=vancleef",
    "/classic/npc/987654",
  ];
  const whole = ["/adresse-inconnue", "/docs/", "/docs/infobulles", "/docs/routes", "/docs/enregistrements", "/docs/recherche", "/docs/differences", "/docs/erreurs"];
  return [...site.map((path) => ({ path, drawn: true })), ...whole.map((path) => ({ path, drawn: false }))];
}
