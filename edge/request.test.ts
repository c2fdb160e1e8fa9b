import { describe, expect, it } from "vitest";
import { routePathOf, webPathOf } from "./request.ts";

describe("routePathOf", () => {
  it("is the path below /v1, each segment decoded once", () => {
    expect(routePathOf("/v1")).toBe("/");
    expect(routePathOf("/v1/")).toBe("/");
    expect(routePathOf("/v1/classic/npcs/639")).toBe("/classic/npcs/639");
    expect(routePathOf("/v1/%63lassic/npcs")).toBe("/classic/npcs");
    expect(routePathOf("/v1/classic/npcs/")).toBe("/classic/npcs");
    expect(routePathOf("/%76%31/classic")).toBe("/classic");
  });

  it("is null outside /v1", () => {
    expect(routePathOf("/v2/classic")).toBeNull();
    expect(routePathOf("/v1x")).toBeNull();
    expect(routePathOf("/V1")).toBeNull();
    expect(routePathOf("v1")).toBeNull();
    expect(routePathOf("/docs/")).toBeNull();
  });

  it("is null for a segment that is empty, a dot segment, undecodable or holding a separator", () => {
    expect(routePathOf("/v1//classic")).toBeNull();
    expect(routePathOf("/v1/classic/npcs//")).toBeNull();
    expect(routePathOf("/v1/classic/..")).toBeNull();
    expect(routePathOf("/v1/classic/%2e")).toBeNull();
    expect(routePathOf("/v1/%E0")).toBeNull();
    expect(routePathOf("/v1/classic%2Fnpcs")).toBeNull();
    expect(routePathOf("/v1/classic%5Cnpcs")).toBeNull();
    expect(routePathOf("/v1/classic%00")).toBeNull();
  });
});

describe("webPathOf", () => {
  it("decodes each segment and keeps a folder's slash", () => {
    expect(webPathOf("/")).toBe("/");
    expect(webPathOf("/docs/")).toBe("/docs/");
    expect(webPathOf("/docs")).toBe("/docs");
    expect(webPathOf("/docs/%C3%A9t%C3%A9")).toBe("/docs/été");
  });

  it("refuses what routePathOf refuses", () => {
    expect(webPathOf("docs")).toBeNull();
    expect(webPathOf("/docs//x")).toBeNull();
    expect(webPathOf("/a/%2e%2e/b")).toBeNull();
    expect(webPathOf("/a%5Cb")).toBeNull();
    expect(webPathOf("/%E0")).toBeNull();
  });
});
