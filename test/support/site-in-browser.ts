/**
 * The site as the browser suites see it: the Node mirror serving a build (with a rate limit no
 * test reaches) and a Chromium, started before the file's tests and stopped after them.
 */
import type { Server } from "node:http";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll } from "vitest";
import { startMirror } from "../../edge/node/server.ts";
import { memoryLimiter } from "../../edge/testing.ts";
import { launchBrowser } from "./browser.ts";

export interface SiteInBrowser {
  /** the mirror's address, without a trailing slash */
  readonly url: string;
  readonly browser: Browser;
}

export function siteInBrowser(dist: string): SiteInBrowser {
  let mirror: { server: Server; url: string } | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mirror = await startMirror({ dist, port: 0, limiter: memoryLimiter([{ limit: 100_000, seconds: 60 }]) });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (mirror) await new Promise<void>((done) => mirror!.server.close(() => done()));
  });
  return {
    get url() {
      return mirror!.url;
    },
    get browser() {
      return browser!;
    },
  };
}
