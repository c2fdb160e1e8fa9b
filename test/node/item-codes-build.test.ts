// @vitest-environment node
/**
 * A build over data holding a value outside the contract's codes fails, with the French message
 * that names the table, the key and the value, and writes no dist/: an unknown quality, socket
 * colour, effect trigger, damage school, stat and class of an item of the sample, and a stat
 * without its value.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.ts";
import { buildSampleDatabase, openDatabase } from "../../database/sqlite.ts";
import { Progress } from "../../generator/progress.ts";
import { DEFAULT_ADDRESSES } from "../../contract/addresses.ts";

const work = mkdtempSync(join(tmpdir(), "grimoire-item-codes-"));
const sample = join(work, "sample.sqlite");

beforeAll(() => {
  buildSampleDatabase(sample);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds the sample with one statement applied; the build's error message. */
async function buildWith(name: string, sql: string): Promise<string> {
  const path = join(work, `${name}.sqlite`);
  const copy = new Database(sample, { readonly: true });
  await copy.backup(path);
  copy.close();
  const edit = new Database(path);
  edit.exec(sql);
  edit.close();
  const db = openDatabase(path);
  const out = join(work, `dist-${name}`);
  try {
    await generate(db, DEFAULT_ADDRESSES, out, new Progress(true));
    return "built";
  } catch (error) {
    return (error as Error).message;
  } finally {
    db.close();
    expect(existsSync(out)).toBe(false);
  }
}

describe("a build over codes outside the contract", () => {
  it.each([
    [
      "quality",
      "UPDATE item SET quality = 'shiny' WHERE version = 'classic' AND id = 19019",
      "item classic:19019 : qualité inconnue « shiny »",
    ],
    [
      "socket",
      "UPDATE item SET sockets = 'red,green' WHERE version = 'tbc' AND id = 28295",
      "item tbc:28295 : couleur de châsse inconnue « green »",
    ],
    [
      "trigger",
      `UPDATE item SET effects = '[{"trigger": "on_kill", "text": "x", "lang": "fr", "spell_id": null}]' WHERE version = 'classic' AND id = 19019`,
      "item classic:19019 : déclencheur d'effet inconnu « on_kill »",
    ],
    [
      "school",
      `UPDATE item SET damage = '[{"min": 1, "max": 2, "school": "chaos"}]' WHERE version = 'classic' AND id = 19019`,
      "item classic:19019 : école de magie inconnue « chaos »",
    ],
    [
      "stat",
      "UPDATE item SET stats = 'agility=5,luck=3' WHERE version = 'classic' AND id = 19019",
      "item classic:19019 : caractéristique inconnue « luck »",
    ],
    [
      "class",
      "UPDATE item SET classes = 'rogue,bard' WHERE version = 'classic' AND id = 16820",
      "item classic:16820 : classe inconnue « bard »",
    ],
    [
      "stat value",
      "UPDATE item SET stats = 'agility=' WHERE version = 'classic' AND id = 19019",
      "item classic:19019 : colonne stats : nombre attendu « agility= »",
    ],
  ])(
    "fails on an unknown %s, saying where in French",
    async (name, sql, message) => {
      expect(await buildWith(name, sql)).toBe(message);
    },
    120_000,
  );
});
