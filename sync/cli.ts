/**
 * npm run sync -- --from <API base URL> --dist <pack>: makes and keeps an offline mirror's pack,
 * the one file `npm run serve -- --dist <pack>` serves (sync.ts says how). Prints one French line:
 * what was done, or what failed (exit code 1); the pack is then the one it was.
 *   --from      the source's API address, ending in /v1 (the Worker, R2 or another mirror)
 *   --dist      the mirror's pack (default grimoire-dist.pack)
 *   --retries   further tries of a failed request (default 5)
 */
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { SyncFailed } from "./failure.ts";
import { DEFAULT_POLICY } from "./http.ts";
import { runSync, type SyncReport } from "./sync.ts";
import { commandLine } from "../lib/command-line.ts";

const number = (n: number) => n.toLocaleString("fr-FR");
const seconds = (ms: number) => `${(ms / 1000).toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

/** The command's line for a finished sync. */
export function summaryOf(report: SyncReport, pack: string): string {
  if (report.kind === "current") return `synchro : ${pack} est déjà le build ${report.build} de la source`;
  const share = ((100 * report.received) / report.size).toLocaleString("fr-FR", { maximumSignificantDigits: 2 });
  const made = report.made ? `, ${number(report.made)} refaits sur place` : "";
  const how = report.kind === "complete" ? "paquet téléchargé" : `${number(report.copied)} octets repris du paquet précédent${made}`;
  const resumed = report.resumed ? `, reprise à l'octet ${number(report.resumed)}` : "";
  return `synchro : ${pack} passe au build ${report.build} (${number(report.size)} octets) : ${number(report.received)} octets reçus (${share} %), ${how}${resumed}, en ${seconds(report.ms)}`;
}

async function main(): Promise<number> {
  const values = commandLine("synchro", {
    from: { type: "string" },
    dist: { type: "string", default: "grimoire-dist.pack" },
    retries: { type: "string" },
  });
  const from = values.from?.replace(/\/+$/, "");
  if (!from || !/^https?:\/\/[^/?#]+(\/[^?#]*)?\/v1$/.test(from)) {
    console.error("synchro : --from attend l'adresse http(s) de l'API source, qui finit par /v1 (https://api.example.org/v1)");
    return 2;
  }
  const retries = values.retries === undefined ? DEFAULT_POLICY.retries : Number(values.retries);
  if (!Number.isInteger(retries) || retries < 0 || retries > 100) {
    console.error("synchro : --retries attend un nombre d'essais supplémentaires, de 0 à 100");
    return 2;
  }
  const pack = values.dist!;
  if (statSync(pack, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`synchro : --dist ${pack} est un dossier ; la synchro tient un paquet, un fichier (grimoire-dist.pack)`);
    return 2;
  }
  if (!statSync(dirname(resolve(pack)), { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`synchro : --dist ${pack} : le dossier ${dirname(resolve(pack))} n'existe pas`);
    return 2;
  }
  try {
    console.log(summaryOf(await runSync({ from, pack, policy: { ...DEFAULT_POLICY, retries } }), pack));
    return 0;
  } catch (error) {
    const reason = error instanceof SyncFailed ? error.message : `erreur inattendue : ${(error as Error).message}`;
    console.error(`synchro impossible : ${reason} ; ${pack} reste tel quel`);
    return 1;
  }
}

process.exitCode = await main();
