/**
 * A real browser for the public site's tests and bench: Debian's headless Chromium driven by
 * puppeteer-core, each page recording its console errors and uncaught exceptions.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
}

export interface WatchedPage {
  page: Page;
  /** console errors and uncaught exceptions, except failed loads from the media hosts (icons
   * and maps, which the offline test machine cannot reach and the pages are built to do without) */
  errors: string[];
}

/** The origins of a build's icon and map templates (`MEDIA_URL`, `MAP_URL`). */
export function mediaOrigins(addresses: { media_url: string; map_url: string }): string[] {
  return [addresses.media_url, addresses.map_url].filter(Boolean).map((template) => new URL(template.replace(/\{\w+\}/g, "x")).origin);
}

export async function watchedPage(browser: Browser, mediaHosts: readonly string[]): Promise<WatchedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location()?.url ?? "";
    if (mediaHosts.some((origin) => where.startsWith(origin + "/"))) return;
    errors.push(`${message.text()} ${where}`);
  });
  page.on("pageerror", (error) => errors.push(`exception: ${(error as Error).message}`));
  return { page, errors };
}

/** Opens an address of the site and waits until its page is drawn. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await settled(page);
}

/** Waits until the page drawn last is the one of the current address. */
export async function settled(page: Page): Promise<void> {
  // runs in the page
  await page.waitForFunction("document.documentElement.dataset.page === location.pathname + location.search", { timeout: 15_000 });
}

export const mainText = (page: Page): Promise<string> => page.$eval("main", (m) => (m as any).innerText);
