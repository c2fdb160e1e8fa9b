/**
 * Icon names as the API stores them: the file name of the client texture, lowercase, without
 * folder or extension ("Interface\Icons\Spell_Fire_FlameBolt" -> "spell_fire_flamebolt").
 */
export function iconName(raw: string | null | undefined): string | null {
  const base = (raw ?? "")
    .trim()
    .split(/[\\/]/)
    .pop()!
    .replace(/\.(blp|tga|png|jpg)$/i, "")
    .toLowerCase();
  return /^[a-z0-9_\-]+$/.test(base) ? base : null;
}
