/** The root document's address templates: each leads to a route, and every route a client starts from has one. */
import { describe, expect, it } from "vitest";
import { RESOURCES } from "./resources.ts";
import { endpointsOn, ENDPOINTS, matchRoute, ROUTES, type RouteKind } from "./routes.ts";

/** The kinds of route a client starts from; the others it reaches from them (a record from a list, a download from /bulk). */
const ENTRY_KINDS: readonly RouteKind[] = ["list", "search", "changes", "differences", "patch_notes"];

/** The paths a template stands for, one per type where it names `{segment}`, its query left out. */
const pathsOf = (template: string): string[] => {
  const path = template.split("?")[0]!;
  return path.includes("{segment}") ? RESOURCES.map((r) => path.replace("{segment}", r.segment)) : [path];
};

describe("ENDPOINTS", () => {
  it("lists the comparisons and the patch notes with a type's segment, the lists by type", () => {
    expect(endpointsOn("https://api.example.org/v1")).toMatchObject({
      differences: "https://api.example.org/v1/differences/{segment}/{id}",
      patch_notes: "https://api.example.org/v1/{version}/{segment}/patch-notes",
      game_objects: "https://api.example.org/v1/{version}/game-objects",
      search: "https://api.example.org/v1/search?q={text}",
    });
  });

  it("leads each template to the route of its name, and names every route a client starts from", () => {
    const reached = new Set(
      Object.values(ENDPOINTS).flatMap((template) =>
        pathsOf(template).map((path) => {
          const match = matchRoute(path);
          expect(match, path).not.toBe(null);
          return match!.route;
        }),
      ),
    );
    const missing = ROUTES.filter((r) => ENTRY_KINDS.includes(r.kind) && !reached.has(r)).map((r) => r.path);
    expect(missing).toEqual([]);
    expect(reached.has(ROUTES.find((r) => r.path === "/bulk")!)).toBe(true);
    expect(reached.has(ROUTES.find((r) => r.path === "/stats")!)).toBe(true);
  });
});
