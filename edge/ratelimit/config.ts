/**
 * The rate-limit windows from configuration: `RATE_LIMITS` = "120/60,3000/3600" (requests per
 * seconds, comma separated), or "off" to turn limiting off (an offline mirror may want that).
 */
import { DEFAULT_WINDOWS, type Window } from "../../contract/limits.ts";

export function windowsFrom(setting: string | undefined): readonly Window[] | null {
  if (setting === undefined || setting.trim() === "") return DEFAULT_WINDOWS;
  if (setting.trim() === "off") return null;
  const windows = setting.split(",").map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`RATE_LIMITS: "${part}" is not <requests>/<seconds>`);
    return { limit: Number(match[1]), seconds: Number(match[2]) };
  });
  return windows;
}
