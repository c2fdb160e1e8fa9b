/**
 * The dependency rules of the project's parts (README, "How it fits together"), checked by
 * dependency-cruiser in `npm test` (`npm run lint:deps`): a broken rule fails the suite and names
 * the import that breaks it. Dependencies point one way, from the programs (edge, generator,
 * deploy, site, importer) down to the engines (lists, search, and computed above both), the
 * pages (views) and the foundation (contract, lib, hashing, layout, rows).
 *
 * Each rule names a part and what it may import besides itself; unit tests beside a module
 * (`*.test.ts`) follow the rules of test/, not of their folder.
 */

/** The project's parts: a path under another folder (node_modules, package.json) is no part. */
const PARTS = [
  "contract",
  "lib",
  "hashing",
  "layout",
  "rows",
  "lists",
  "search",
  "computed",
  "views",
  "database",
  "edge",
  "generator",
  "deploy",
  "site",
  "sync",
  "importer",
  "test",
  "bench",
];
const FOUNDATION = ["contract", "lib", "hashing", "layout", "rows"];
const ENGINES = ["lists", "search", "computed"];
const TESTS = "\\.test(-d)?\\.ts$";

/** A rule: files of `part` import no part but itself and `allowed` (folders, or files by path). */
function only(part, allowed, comment) {
  const others = PARTS.filter((p) => p !== part && !allowed.includes(p));
  return {
    name: `${part}-imports-only`,
    comment,
    severity: "error",
    from: { path: `^${part}/`, pathNot: TESTS },
    to: { path: `^(${others.join("|")})/`, pathNot: allowed.filter((a) => a.endsWith(".ts")).map((file) => `^${file}$`) },
  };
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No module reaches itself through its static imports: every part can be read, and changed, from the bottom up. " +
        "A cycle closed by a dynamic import is loaded lazily, after both modules are whole (a bench script and its report section).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import"] } },
    },
    only("contract", [], "The contract (the API's description) imports nothing of the project but itself: everything derives from it."),
    only("lib", [], "General code, on no other part."),
    only("hashing", ["lib"], "Hashes, ETags, cursors and the build id: on general code only (base64url)."),
    only("rows", [], "Each table's row, from data/schema.sql: on no other part."),
    only(
      "layout",
      ["contract", "lib", "hashing"],
      "Where files live: written by one side, read by another; over the contract and hashing.",
    ),
    only("lists", FOUNDATION, "The list engine: on the foundation, never on search/ (computed/ dispatches to both)."),
    only("search", FOUNDATION, "The search engine: on the foundation, never on lists/ (computed/ pages its results)."),
    only("computed", [...FOUNDATION, "lists", "search"], "The answer of a list route no file holds: above the list and search engines."),
    only("views", ["contract"], "The site's pages from the API's JSON: on the contract only, so that the browser bundles little."),
    only("database", FOUNDATION, "The SQLite database: shared by the importer, which writes it, and the generator, which reads it."),
    only("importer", [...FOUNDATION, "database"], "npm run import: a sibling of the generator over the database, never on it."),
    only(
      "generator",
      [...FOUNDATION, ...ENGINES, "views", "database", "site/bundle.ts"],
      "npm run build: never on the edge, deploy or the importer; it bundles the site through site/bundle.ts only.",
    ),
    only("edge", [...FOUNDATION, ...ENGINES, "views"], "The request handler and its hosts: never on the generator, deploy or the site."),
    only("deploy", [...FOUNDATION, ...ENGINES, "views"], "npm run deploy: never on the edge, the generator or the site."),
    only("site", [...FOUNDATION, ...ENGINES, "views"], "The site's bundles: never on the edge, the generator or deploy."),
    only("sync", FOUNDATION, "npm run sync: a mirror kept in step with an origin over HTTP, from the pack's layout alone."),
    {
      name: "edge-only-from-tests-and-bench",
      comment: "Outside edge/, only tests and the bench import edge/ (the programs run it by its entry files).",
      severity: "error",
      from: { path: "^", pathNot: ["^edge/", "^test/", "^bench/", TESTS] },
      to: { path: "^edge/" },
    },
    {
      name: "edge-through-its-entries",
      comment:
        "Tests and the bench reach edge/ through its entries (worker.ts, handler.ts, node/server.ts) or its test surface (testing.ts), so that its insides move freely.",
      severity: "error",
      from: { path: "^(test|bench)/" },
      to: { path: "^edge/", pathNot: "^edge/(worker|handler|testing|node/server)\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|dist\\.builds|dist\\.state|data|test/fixtures|test/golden)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
