// @vitest-environment node
/**
 * Golden records: a few records of the sample build, pretty-printed, compared byte for byte with
 * the files committed under test/golden/, so that any change a renderer makes shows up as a
 * readable diff in review. After an intended change, `UPDATE_GOLDEN=1 npx vitest run --project
 * node test/node/golden.test.ts` rewrites them; the diff is then read and committed with it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileOf } from "../../layout/dist.ts";
import { readDistFacts } from "../support/dist.ts";

const GOLDEN = new URL("../golden/", import.meta.url).pathname;
const facts = readDistFacts();

/** One of each kind of record, and a sub-list: the API paths (without /v1). */
const RECORDS = [
  "/classic/npcs/639", // a boss: encounter, loot, zones
  "/classic/npcs/639/loot",
  "/classic/factions/469", // a group of reputations
  "/classic/quests/166", // the end of a chain, with rewards
  "/classic/items/10399", // an item set piece dropped by a boss
  "/classic/items/19019", // a weapon with an extra damage line and a chance-on-hit effect
  "/classic/spells/13832", // a talent rank
  "/classic/spells/3275", // a recipe with its reagents
  "/classic/instances/36",
  "/differences/items/19019", // a comparison: a damage line removed in tbc, nothing from tbc to wotlk
];

const goldenFile = (path: string) => join(GOLDEN, `${path.slice(1).replaceAll("/", "_")}.json`);

/** The record as served, pretty-printed, with the build's addresses as placeholders ({base_url}...). */
function shown(path: string): string {
  let text = `${JSON.stringify(JSON.parse(readFileSync(join(facts.dir, fileOf(path)), "utf8")), null, 2)}\n`;
  // An address template (icons, maps) is replaced up to its first placeholder; an empty one (no host) not at all.
  for (const [name, address] of Object.entries(facts.build.addresses)) {
    const fixed = address.split("{")[0]!;
    if (fixed) text = text.replaceAll(fixed, `{${name}}`);
  }
  return text;
}

describe("golden records of the sample", () => {
  for (const path of RECORDS) {
    it(path, () => {
      const served = shown(path);
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(goldenFile(path))) writeFileSync(goldenFile(path), served);
      expect(served).toBe(readFileSync(goldenFile(path), "utf8"));
    });
  }
});
