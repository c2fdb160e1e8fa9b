/**
 * Which records are hidden from lists and search (`internal` = 1): GM helpers, triggers, test
 * and placeholder records. The dumps have no flag for this, so the English name is the tell.
 */
const INTERNAL_NAME =
  /\[PH\]|\(PH\)|\bDND\b|\[DNT\]|Only GM|GM Visual|\bTrigger\b|\bBunny\b|\bInvisible\b|\bUNUSED\b|\bTEST\b|\bZZOLD|\bDEPRECATED\b|^Test |\(\d+\)$|<NYI>|<UNUSED>|<TXT>|\[UNUSED\]|\bNYI\b/;

export function isInternalName(englishName: string | null | undefined): boolean {
  return englishName != null && INTERNAL_NAME.test(englishName);
}
