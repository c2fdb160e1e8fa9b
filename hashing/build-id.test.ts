import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildIdOf } from "./build-id.ts";

describe("buildIdOf", () => {
  it("is the first 16 hex digits of the SHA-256 of `file NUL hash LF` lines", () => {
    expect(buildIdOf([])).toBe("e3b0c44298fc1c14");
    // printf 'v1/a.json\0"x"\nv1/b.json\0"y"\n' | sha256sum
    expect(
      buildIdOf([
        ["v1/a.json", '"x"'],
        ["v1/b.json", '"y"'],
      ]),
    ).toBe("143b58cc9fec475f");
  });

  it("depends on the order and on every hash", () => {
    expect(
      buildIdOf([
        ["v1/b.json", '"y"'],
        ["v1/a.json", '"x"'],
      ]),
    ).not.toBe("143b58cc9fec475f");
    expect(
      buildIdOf([
        ["v1/a.json", '"x"'],
        ["v1/b.json", '"z"'],
      ]),
    ).not.toBe("143b58cc9fec475f");
  });

  it("gives the digest of the whole text when it hashes in runs", () => {
    const files = Array.from({ length: 5000 }, (_, i) => [`v1/classic/npcs/${i}.json`, `"${String(i).padStart(27, "0")}"`] as const);
    const whole = files.map(([file, hash]) => `${file}\0${hash}\n`).join("");
    expect(whole.length).toBeGreaterThan(65536 * 3);
    expect(buildIdOf(files)).toBe(createHash("sha256").update(whole).digest("hex").slice(0, 16));
  });
});
