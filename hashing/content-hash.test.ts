import { describe, expect, it } from "vitest";
import { contentHashOf } from "./content-hash.ts";
import { etagOf } from "./etag.ts";

describe("contentHashOf", () => {
  it("is the ETag of the same bytes, synchronously", async () => {
    expect(contentHashOf("")).toBe('"47DEQpj8HBSa-_TImW-5JCeuQeR"');
    expect(contentHashOf("Édouard")).toBe('"x5NRjrCq7gp0x-1b4NHM3Obmoyc"');
    expect(contentHashOf(new TextEncoder().encode("Édouard"))).toBe(await etagOf("Édouard"));
  });
});
