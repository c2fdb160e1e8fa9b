/**
 * The importer's hand-written fixtures (test/fixtures/importer) staged the way the real data
 * directory holds them: every file gzipped under the sources' own names, plus the French
 * 2.4.3 client tables as a .tar.xz of WDBC files written from rows given by the test.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";

export const FIXTURES = new URL("../fixtures/importer/", import.meta.url).pathname;

/**
 * The sources' own file names, from the fixtures' names: the fixtures are spelled differently
 * (French-, -template.sql, fr-FR, also as a whole name: fr-FR.lua, _fr-FR.sql) so that nothing
 * in the repository passes for a copy of them.
 */
const sourceName = (name: string) =>
  name
    .replace("French-", "French_")
    .replace(/-template\.sql$/, "_template.sql")
    .replace(/([./])fr-FR\./, "$1frFR.")
    .replace(/_fr-FR\.sql$/, "_frFR.sql");

/** The fixture tree copied into `work/data` with every data file gzipped; returns that directory. */
export function gzippedFixtures(work: string, dbc?: Record<string, Buffer>): string {
  const dir = join(work, "data");
  rmSync(dir, { recursive: true, force: true });
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith(".md")) {
        const target = join(dir, `${sourceName(relative(FIXTURES, full))}.gz`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, gzipSync(readFileSync(full)));
      }
    }
  };
  walk(FIXTURES);
  writeFileSync(join(dir, "MANIFEST.md"), "sources @ commit (2024-03-01), release 2025-02-03\n");
  if (dbc) dbcArchive(dir, dbc);
  return dir;
}

/** Writes tbc/dbc_frFR_2.4.3_8606.tar.xz holding the given tables (name -> WDBC bytes). */
export function dbcArchive(dataDir: string, tables: Record<string, Buffer>): void {
  const staging = join(dataDir, "..", "dbc-staging");
  const folder = join(staging, "dbc_frFR_2.4.3_8606");
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [name, bytes] of Object.entries(tables)) writeFileSync(join(folder, name), bytes);
  mkdirSync(join(dataDir, "tbc"), { recursive: true });
  execFileSync("tar", ["-cJf", join(dataDir, "tbc", "dbc_frFR_2.4.3_8606.tar.xz"), "-C", staging, "dbc_frFR_2.4.3_8606"]);
  rmSync(staging, { recursive: true, force: true });
}

/**
 * A WDBC table: every row has `fields` 32-bit cells; a string cell is stored in the string
 * block and replaced by its offset, as the client does for names (French in locstring slot 2).
 */
export function dbcTable(fields: number, rows: (number | string)[][]): Buffer {
  const strings: Buffer[] = [Buffer.from([0])];
  let stringSize = 1;
  const offsets = new Map<string, number>([["", 0]]);
  const offsetOf = (s: string) => {
    let o = offsets.get(s);
    if (o === undefined) {
      o = stringSize;
      const bytes = Buffer.from(`${s}\0`, "utf8");
      strings.push(bytes);
      stringSize += bytes.length;
      offsets.set(s, o);
    }
    return o;
  };
  const body = Buffer.alloc(rows.length * fields * 4);
  rows.forEach((row, r) => {
    for (let f = 0; f < fields; f++) {
      const cell = row[f] ?? 0;
      body.writeUInt32LE(typeof cell === "string" ? offsetOf(cell) : cell >>> 0, (r * fields + f) * 4);
    }
  });
  const header = Buffer.alloc(20);
  header.write("WDBC", 0, "latin1");
  [rows.length, fields, fields * 4, stringSize].forEach((v, i) => header.writeUInt32LE(v, 4 + 4 * i));
  return Buffer.concat([header, body, ...strings]);
}
