/**
 * One file out of a .tar.xz archive (the French 2.4.3 DBC tables are staged that way). Node has
 * no xz decoder, so this asks the system `tar`; the archive is small (2 MB) and read once.
 */
import { execFileSync } from "node:child_process";

export function readTarMember(archive: string, member: string): Buffer {
  return execFileSync("tar", ["-xJOf", archive, member], { maxBuffer: 64 * 1024 * 1024 });
}
