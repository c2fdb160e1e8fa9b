/**
 * Patch notes (issue 36): per record type, the records a version of the game added, removed or
 * changed against the version before it. `/v1/tbc/items/patch-notes` is classic → tbc; the first
 * version has none, and its address is refused (parameter_invalid on `version`). What an entry
 * says of a change is named here once: its code, its French name, and the pair of versions.
 */
import { VERSIONS, type Labels } from "./enums.ts";
import { inFrench } from "./text.ts";

/** The kinds of change of an entry, with their French names (`change`, `change_name`). */
export const PATCH_NOTE_CHANGES = { added: "Ajouté", removed: "Retiré", changed: "Modifié" } as const satisfies Labels;
export type PatchNoteChange = keyof typeof PATCH_NOTE_CHANGES;

/** The last segment of a type's patch notes route (`/{version}/items/patch-notes`). */
export const PATCH_NOTES_SEGMENT = "patch-notes";

/** The API path of a type's patch notes in a version, below {base_url}. */
export function patchNotesPath(version: string, resource: { segment: string }): string {
  return `/${version}/${resource.segment}/${PATCH_NOTES_SEGMENT}`;
}

/** The version a version's patch notes compare with: the one before it, or null for the first. */
export function versionBefore(version: string): string | null {
  const at = (VERSIONS as readonly string[]).indexOf(version);
  return at > 0 ? VERSIONS[at - 1]! : null;
}

/** The versions that have patch notes: all but the first. */
export const PATCH_NOTE_VERSIONS: readonly string[] = VERSIONS.filter((v) => versionBefore(v) !== null);

/** The pairs in words, for the documentation: « tbc depuis classic et wotlk depuis tbc ; … ». */
export const PATCH_NOTE_PAIRS = `${inFrench(PATCH_NOTE_VERSIONS.map((v) => `${v} depuis ${versionBefore(v)}`))} ; ${VERSIONS[0]}, la première, n'en a pas (400 parameter_invalid)`;

/** parameter_invalid's message for the patch notes of a version with none before it. */
export function noVersionBefore(version: string): string {
  return `La version ${version} est la première : elle n'a pas de notes de mise à jour. Demandez celles de ${PATCH_NOTE_VERSIONS.join(" ou ")} (comparées à la version précédente).`;
}
