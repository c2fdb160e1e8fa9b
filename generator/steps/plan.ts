/**
 * The plan of a build: a full build, or an incremental one over the previous build with the
 * records a data change affects (affected.ts).
 */
import type { Db } from "../../database/sqlite.ts";
import { BuildState } from "../state.ts";
import { changesSince, refusal, type Affected } from "../affected.ts";
import { currentBuildDir } from "../swap.ts";
import { source } from "./run.ts";

export interface Plan {
  /** the previous build's state, to continue from; null for a full build */
  state: BuildState | null;
  previousDir?: string;
  files?: number;
  affected?: Affected;
  /** why the build is full although a previous build is there */
  reason: string | null;
  damaged?: boolean;
}

/** A full build, or what an incremental one renders again (affected.ts). */
export function planBuild(db: Db, out: string, options: { full?: boolean }, generator: string, addresses: string): Plan {
  const previousDir = currentBuildDir(out);
  if (!previousDir) return { state: null, reason: null };
  if (options.full) return { state: null, reason: "--full" };
  if (!source(db)) return { state: null, reason: "base de données sans fichier" };
  const state = BuildState.open(out);
  if (!state) return { state: null, reason: "pas d'état enregistré du build précédent" };
  const refused = refusal(state, previousDir, generator, addresses);
  const changes = refused ?? changesSince(db, state.sourceCopy()!, state);
  if (typeof changes === "string" || "reason" in changes) {
    state.abandon();
    return typeof changes === "string" ? { state: null, reason: changes } : { state: null, ...changes };
  }
  const files = state.count("served");
  return { state, previousDir, files, affected: changes.affected, reason: null };
}
