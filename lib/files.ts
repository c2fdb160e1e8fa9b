/**
 * The one walk of a folder tree the Node tools share (the build's verification, the deploy's
 * plan, the bench, the tests): every file under a folder, as a "/"-separated path relative to
 * it, following symbolic links to folders, so that a build sharing folders by links is walked
 * whole.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file under `dir` (under `sub` of it, when given), in directory order; `enter` says
 * whether to walk into a folder (its path relative to `dir`, ending in "/"), all by default.
 */
export function filesUnder(dir: string, sub = "", enter: (folder: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      const folder = entry.isDirectory() || (entry.isSymbolicLink() && statSync(join(dir, path)).isDirectory());
      if (!folder) out.push(path);
      else if (enter(`${path}/`)) visit(path);
    }
  };
  visit(sub);
  return out;
}
