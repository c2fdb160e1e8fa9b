/**
 * Set-up of the Node tests: what earlier runs left in the work folders' trash goes, in the
 * background (support/work.ts). The browser tests (docs site, public site) need Debian's headless
 * Chromium. On a fresh machine (CI) it is installed here with apt-get, so the suite runs them
 * instead of skipping them; where that cannot be done, the suite stops with what to install.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "../support/browser.ts";
import { emptyTrash } from "../support/work.ts";

export default function setup(): void {
  emptyTrash();
  if (existsSync(CHROMIUM)) return;
  if (!process.env.CHROMIUM) {
    const sudo = process.getuid?.() === 0 ? "" : "sudo -n ";
    console.log(`Chromium missing at ${CHROMIUM}: installing Debian's chromium for the browser tests`);
    spawnSync("sh", ["-c", `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`], {
      stdio: "inherit",
    });
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM to a Chrome or Chromium binary`,
    );
  }
}
