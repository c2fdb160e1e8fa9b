import { describe, expect, it } from "vitest";
import { decodeCursor } from "../hashing/cursor.ts";
import {
  chunkFile,
  defaultPageFile,
  etagShardOf,
  fileOf,
  hashShardOf,
  indexFile,
  isManifestShard,
  isServedFile,
  pick,
  sortColumn,
  webContentTypeOf,
  webFileOf,
} from "./dist.ts";

describe("fileOf", () => {
  it.each([
    ["/", undefined, "v1/index.json"],
    ["", undefined, "v1/index.json"],
    ["/stats", undefined, "v1/stats.json"],
    ["/versions/tbc", undefined, "v1/versions/tbc.json"],
    ["/openapi.json", undefined, "v1/openapi.json"],
    ["/llms.txt", undefined, "v1/llms.txt"],
    ["/classic/npcs/639", undefined, "v1/classic/npcs/639.json"],
    ["/classic/npcs", "C", "v1/classic/npcs~C.json"],
  ])("maps %j (cursor %j) to %s", (path, cursor, file) => {
    expect(fileOf(path, cursor)).toBe(file);
  });
});

describe("defaultPageFile", () => {
  it("is the list file for the first page, else the file of the default query's cursor", () => {
    expect(defaultPageFile("/classic/npcs", "89abcdef", 0)).toBe("v1/classic/npcs.json");
    const file = defaultPageFile("/classic/npcs", "89abcdef", 20);
    expect(file).toBe("v1/classic/npcs~NWYyNDk3NDAuODlhYmNkZWYuay41NDA3MTVmMw.json");
    expect(decodeCursor("NWYyNDk3NDAuODlhYmNkZWYuay41NDA3MTVmMw")).toEqual({ query: "5f249740", collection: "89abcdef", offset: 20 });
  });
});

describe("served and web files", () => {
  it("serves v1/ and web/ only", () => {
    expect(["v1/index.json", "web/docs/index.html", "_meta/build.json", "_index/classic/npcs.json"].map(isServedFile)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    ["/docs/", "web/docs/index.html"],
    ["/docs/style.css", "web/docs/style.css"],
    ["/docs/erreurs", "web/docs/erreurs.html"],
    ["/docs/v1.2", "web/docs/v1.2.html"], // an extension no web file has
  ])("maps %s to %s", (path, file) => {
    expect(webFileOf(path)).toBe(file);
  });

  it("gives the media type of a web file by its extension", () => {
    expect(webContentTypeOf("web/docs/index.html")).toBe("text/html; charset=utf-8");
    expect(webContentTypeOf("web/logo.svg")).toBe("image/svg+xml");
    expect(webContentTypeOf("web/archive.zip")).toBe("application/octet-stream");
  });
});

describe("index files and columns", () => {
  it("names a list's index, chunks and sort columns", () => {
    expect(indexFile("/classic/npcs")).toBe("_index/classic/npcs.json");
    expect(chunkFile("/classic/npcs", 3)).toBe("_index/classic/npcs/3.bin");
    expect(sortColumn("level")).toBe("sort:level");
  });

  it("picks a field by its dotted path, null when any step is absent", () => {
    const element = { zone: { id: 12, name: null }, level: 0 };
    expect(pick(element, "zone.id")).toBe(12);
    expect(pick(element, "level")).toBe(0);
    expect(pick(element, "zone.name")).toBeNull();
    expect(pick(element, "faction.id")).toBeNull();
    expect(pick(null, "a")).toBeNull();
  });
});

describe("manifest shards", () => {
  it("files an entry under the FNV hash of its path", () => {
    expect(etagShardOf("v1/classic/npcs/639.json", 64)).toBe("_meta/etags/47.json");
    expect(hashShardOf("_index/classic/npcs.json", 16)).toBe("_meta/hashes/14.json");
  });
});

describe("isManifestShard", () => {
  it("names the ETag and hash shards, which mirrors make themselves", () => {
    expect(["_meta/etags/3.json", "_meta/hashes/12.json", "_meta/build.json", "_meta/etags/x.json"].map(isManifestShard)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
