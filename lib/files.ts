/**
 * The one walk of a folder tree the Node tools share (the build's verification, the deploy's
 * plan, the bench, the tests): every entry that is not a folder, as a "/"-separated path
 * relative to the root, sorted, so that two walks of equal trees give equal lists.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** `enter`: whether to walk into a folder (its relative path, ending in "/"); all by default. */
export function filesUnder(root: string, enter: (folder: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) out.push(path);
      else if (enter(`${path}/`)) walk(path);
    }
  };
  walk("");
  return out.sort();
}
