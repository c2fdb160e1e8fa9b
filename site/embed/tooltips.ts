/**
 * The tooltip embed other sites load (`<script src="https://<site>/tooltips.js" async>`): links
 * to record pages of this site (or of the mirrors the script names) show the record's French
 * tooltip in the game's style on hover, keyboard focus and tap. A link counts in any form of a
 * record page's address the site answers (contract/addresses.ts TYPE_NAMES: `/classic/npcs/639`
 * as well as `/classic/npc/639`). One request per record for the page's life (the record's JSON,
 * CORS open, no credentials, no referrer); a failed or refused request
 * leaves the link a plain link, and nothing is ever thrown on the host page. Options are data
 * attributes of the script element (documentation: /docs/infobulles):
 *   data-color-links    links to items take their quality's colour
 *   data-icons          the record's icon before the link
 *   data-rename-links   the link's text becomes the record's French name
 *   data-mirrors="https://a.example https://b.example"   links to these hosts too
 *   data-wowhead-links  links to Wowhead's pages of the three versions too (wowhead.ts), and
 *                       Wowhead's own link options (`whTooltips`) when the page declares them
 * On a link: data-grimoire="tbc" shows that version, data-grimoire="off" no tooltip.
 * The link options read the document's links once its parsing ends, then only what is added, each
 * link once; `window.grimoireTooltips.refresh()` looks at the document's links again, those it
 * passed over included.
 * A record's icon that fails to load is hidden in its box, which keeps its size.
 */
import { TYPE_NAMES } from "../../contract/addresses.ts";
import { VERSIONS } from "../../contract/enums.ts";
import { isGameId } from "../../contract/game-id.ts";
import { API_PREFIX } from "../../contract/prefix.ts";
import type { AnyRecord } from "../../contract/schemas.ts";
import { QUALITY_COLOURS, qualityCss } from "../../views/qualities.ts";
import { tooltipOf } from "../../views/tooltip.ts";
import { TOOLTIP_BACKGROUND, TOOLTIP_CSS } from "./style.ts";
import { wowheadDataOf, wowheadRecordOf, type WowheadRecord } from "./wowhead.ts";

const script = document.currentScript as HTMLScriptElement | null;
const home = new URL(script?.src || location.href).origin;
const option = (name: string) => script?.hasAttribute(`data-${name}`) ?? false;
const wowhead = option("wowhead-links");
/** Wowhead's link options, as a page made for Wowhead's script declares them (`const whTooltips = {…}`). */
declare const whTooltips: { colorLinks?: unknown; iconizeLinks?: unknown; renameLinks?: unknown } | null | undefined;
const wowheadOptions = (wowhead && typeof whTooltips === "object" && whTooltips) || {};
const OPTIONS = {
  colour: option("color-links") || wowheadOptions.colorLinks === true,
  icons: option("icons") || wowheadOptions.iconizeLinks === true,
  rename: option("rename-links") || wowheadOptions.renameLinks === true,
};
const origins = new Set([
  home,
  ...(script?.dataset.mirrors ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((o) => safeOrigin(o)),
]);

function safeOrigin(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return "";
  }
}

/** A record page's address, its type by any of its names (TYPE_NAMES), a final slash allowed. */
const PAGE = new RegExp(`^/(${VERSIONS.join("|")})/([a-z_-]+)/([^/]+)/?$`);

/** The record a link to one of our sites names, with the site it reads it from. */
function ourRecordOf(url: URL): (WowheadRecord & { origin: string }) | null {
  const match = origins.has(url.origin) ? PAGE.exec(url.pathname) : null;
  const resource = match && isGameId(match[3]!) ? TYPE_NAMES.get(match[2]!) : undefined;
  return resource ? { version: match![1] as WowheadRecord["version"], resource, id: match![3]!, origin: url.origin } : null;
}

/** The API addresses of the links read so far, by what decides them (the address and the two
 * data attributes): a host page links to the same records again and again. */
const apiByLink = new Map<string, string | null>();

/** The API address of the record a link shows, or null when it is not a link to a record page. */
function apiOf(a: HTMLAnchorElement): string | null {
  // attributes read as such: `dataset` makes an object for each link it is asked of
  const wanted = a.getAttribute("data-grimoire") ?? undefined;
  const href = a.href;
  if (wanted === "off" || !href) return null;
  // without Wowhead's forms, a link elsewhere than our sites is passed over without parsing it
  if (!wowhead && !ours(href)) return null;
  const wowheadData = a.getAttribute("data-wowhead") ?? undefined;
  const key = wanted === undefined && wowheadData === undefined ? href : `${href} ${wanted ?? ""} ${wowheadData ?? ""}`;
  let api = apiByLink.get(key);
  if (api === undefined) apiByLink.set(key, (api = apiOfLink(href, wanted, wowheadData)));
  return api;
}

const ours = (href: string): boolean => {
  for (const origin of origins) if (origin && href.startsWith(`${origin}/`)) return true;
  return false;
};

function apiOfLink(href: string, wanted: string | undefined, wowheadData: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const found = ourRecordOf(url) ?? (wowhead ? (wowheadData && wowheadDataOf(wowheadData)) || wowheadRecordOf(url) : null);
  if (!found) return null;
  const version = wanted && (VERSIONS as readonly string[]).includes(wanted) ? wanted : found.version;
  // a Wowhead link's record is read from the site that served this script
  const origin = "origin" in found ? found.origin : home;
  return `${origin}${API_PREFIX}/${version}/${found.resource.segment}/${found.id}`;
}

const records = new Map<string, Promise<AnyRecord | null>>();

/** The record behind an API address, asked once for the page's life; null when it cannot be had. */
function recordOf(api: string): Promise<AnyRecord | null> {
  let record = records.get(api);
  if (!record) {
    // no referrer: the host page's address is none of the API's business
    record = fetch(api, { credentials: "omit", referrerPolicy: "no-referrer", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<AnyRecord>) : null))
      .catch(() => null);
    records.set(api, record);
  }
  return record;
}

// The tooltip: one element, its look in a shadow root so that neither page styles the other.
let host: HTMLElement | null = null;
let box: HTMLElement | null = null;

function tooltipElement(): HTMLElement {
  if (host && box) return box;
  host = document.createElement("div");
  host.id = "grimoire-tooltip";
  host.setAttribute("role", "tooltip");
  host.style.cssText = "position:fixed;z-index:2147483647;pointer-events:none;display:none;left:0;top:0";
  const root = host.attachShadow({ mode: "open" });
  // An icon that fails is hidden in its box (its size kept, no broken-image glyph); the error of
  // an image does not bubble, so it is caught on its way down.
  root.addEventListener("error", (e) => e.target instanceof HTMLImageElement && hideImage(e.target), true);
  // a cover over a broken icon (pseudo-elements show on a broken image only) until its error hides it
  const cover = `.tt-icon{position:relative}.tt-icon::after{content:"";position:absolute;inset:0;background:${TOOLTIP_BACKGROUND}}`;
  const css = TOOLTIP_CSS + cover + qualityCss(TOOLTIP_BACKGROUND);
  // A constructed sheet passes a host page's Content-Security-Policy; a <style> may not.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = css;
    root.append(style);
  }
  box = document.createElement("div");
  root.append(box);
  document.body.append(host);
  return box;
}

let shownFor: HTMLAnchorElement | null = null;
let wantedFor: HTMLAnchorElement | null = null;
let pointer: { x: number; y: number } | null = null;

/** Places the tooltip beside the pointer (or under the link), inside the viewport. */
function place(a: HTMLAnchorElement): void {
  if (!host) return;
  const width = host.offsetWidth,
    height = host.offsetHeight;
  const room = { w: document.documentElement.clientWidth, h: document.documentElement.clientHeight };
  const link = a.getBoundingClientRect();
  const from = pointer ?? { x: link.left, y: link.bottom };
  let x = from.x + (pointer ? 14 : 0),
    y = from.y + (pointer ? 18 : 6);
  if (x + width > room.w - 4) x = pointer ? from.x - width - 14 : room.w - width - 4;
  if (y + height > room.h - 4) y = (pointer ? from.y : link.top) - height - 6;
  host.style.left = `${Math.max(4, Math.min(x, room.w - width - 4))}px`;
  host.style.top = `${Math.max(4, Math.min(y, room.h - height - 4))}px`;
}

/** Shows the tooltip of the record `a` links to, once it is here; never rejects. */
async function show(a: HTMLAnchorElement): Promise<void> {
  const api = apiOf(a);
  if (!api) return;
  wantedFor = a;
  const record = await recordOf(api);
  if (wantedFor !== a || !record) return;
  try {
    const element = tooltipElement();
    element.innerHTML = tooltipOf(record, true).text;
    host!.style.display = "block";
    host!.dataset.for = record.key ?? "";
    shownFor = a;
    a.setAttribute("aria-describedby", host!.id);
    place(a);
  } catch {
    hide(); // a record this script cannot lay out: the link stays a plain link
  }
}

function hide(): void {
  wantedFor = null;
  if (shownFor?.getAttribute("aria-describedby") === host?.id) shownFor?.removeAttribute("aria-describedby");
  shownFor = null;
  if (host) host.style.display = "none";
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? (target.closest("a[href]") as HTMLAnchorElement | null) : null;

/** Runs a handler so that nothing it does can throw on the host page. */
const quietly =
  <E extends Event>(handler: (event: E) => void) =>
  (event: E): void => {
    try {
      handler(event);
    } catch {
      // the link stays a plain link
    }
  };

let touched = false;
/** The link whose tooltip showed when the last tap began (the tap's own focus shows it too). */
let shownAtTap: HTMLAnchorElement | null = null;
document.addEventListener(
  "pointerdown",
  quietly((e: PointerEvent) => {
    touched = e.pointerType === "touch";
    shownAtTap = shownFor;
  }),
  true,
);
document.addEventListener(
  "mouseover",
  quietly((e: MouseEvent) => {
    const a = linkOf(e.target);
    if (touched || !a || a === wantedFor) return;
    pointer = { x: e.clientX, y: e.clientY };
    void show(a);
  }),
);
document.addEventListener(
  "mousemove",
  quietly((e: MouseEvent) => {
    if (!shownFor || touched) return;
    pointer = { x: e.clientX, y: e.clientY };
    place(shownFor);
  }),
);
document.addEventListener(
  "mouseout",
  quietly((e: MouseEvent) => {
    const a = linkOf(e.target);
    if (!touched && a && a === wantedFor && !a.contains(e.relatedTarget as Node | null)) hide();
  }),
);
document.addEventListener(
  "focusin",
  quietly((e: FocusEvent) => {
    const a = linkOf(e.target);
    if (!a) return;
    pointer = null;
    void show(a);
  }),
);
document.addEventListener(
  "focusout",
  quietly(() => hide()),
);
document.addEventListener(
  "keydown",
  quietly((e: KeyboardEvent) => e.key === "Escape" && hide()),
);
window.addEventListener(
  "scroll",
  quietly(() => shownFor && !pointer && place(shownFor)),
  { passive: true },
);
// Touch: a first tap on a link shows its tooltip, a second one follows it; a tap elsewhere hides.
document.addEventListener(
  "click",
  quietly((e: MouseEvent) => {
    if (!touched) return;
    const a = linkOf(e.target);
    if (a && apiOf(a) && shownAtTap !== a) {
      e.preventDefault();
      pointer = null;
      void show(a);
    } else if (!a) hide();
  }),
  true,
);

/** An image that failed: invisible, in a box that keeps its size (set from script, which a strict
 * Content-Security-Policy allows where it forbids inline handlers and style attributes). */
function hideImage(img: HTMLImageElement): void {
  img.style.visibility = "hidden";
}

// The link options: applied once a link comes near the viewport, so that a long page does not
// ask for every record it links to at once. Each link is looked at once: those taken are
// decorated, those passed over are remembered too, so a change of the page costs what it adds.
const decorated = new WeakSet<Element>();
let passed = new WeakSet<Element>();
const decorating = OPTIONS.colour || OPTIONS.icons || OPTIONS.rename;

/** Links whose record is here, decorated together on the next frame: the page is laid out and
 * painted again once for them all, not once for each answer. */
let ready: [HTMLAnchorElement, AnyRecord][] = [];

async function decorate(a: HTMLAnchorElement): Promise<void> {
  const api = apiOf(a);
  const record = api ? await recordOf(api) : null;
  if (!record) return;
  if (!ready.length) nextFrame(decorateReady);
  ready.push([a, record]);
}

const nextFrame = (run: () => void): void => void ("requestAnimationFrame" in window ? requestAnimationFrame(run) : setTimeout(run));

function decorateReady(): void {
  const links = ready;
  ready = [];
  for (const [a, record] of links) {
    try {
      decorateLink(a, record);
    } catch {
      // this link stays a plain link
    }
  }
}

function decorateLink(a: HTMLAnchorElement, record: AnyRecord): void {
  if (OPTIONS.colour && "quality" in record && QUALITY_COLOURS[record.quality]) a.style.color = QUALITY_COLOURS[record.quality]!;
  if (OPTIONS.rename) a.textContent = record.name;
  if (OPTIONS.icons && record.icon) a.prepend(iconOf(record.icon));
}

/** Icons that failed to load: the links showing them later keep their room without asking again. */
const failedIcons = new Set<string>();

/**
 * The room an icon takes before the link's text: a plain inline box whose padding makes the room,
 * the icon placed in it out of the line's flow. An image in the line itself (or any box laid out
 * as one block) makes the browser lay out again every line that holds one whenever the page
 * around it changes; padding and a positioned image do not.
 */
function iconOf(src: string): HTMLElement {
  const room = document.createElement("span");
  room.style.cssText = "display:inline;position:relative;padding:0 0 0 1.45em;margin:0";
  if (failedIcons.has(src)) return room;
  const img = document.createElement("img");
  img.src = src;
  img.alt = "";
  img.referrerPolicy = "no-referrer";
  img.style.cssText = "position:absolute;left:0;top:50%;margin:-0.6em 0 0;width:1.2em;height:1.2em;border-radius:2px";
  img.addEventListener("error", () => {
    failedIcons.add(src);
    hideImage(img);
  });
  room.append(img);
  return room;
}

/** How far apart, from top to bottom, the links of one run may lie: the observer's margin, so
 * that when a link of the run shows, the run's first link is near the viewport too. The wider, the
 * fewer elements the observer follows, and the more links decorated ahead of the reader. */
const RUN_SPAN = 500;

/** The run each watched link stands for: its first. */
const runOf = new WeakMap<Element, HTMLAnchorElement[]>();

const near =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const run = entry.isIntersecting ? runOf.get(entry.target) : undefined;
            if (!run) continue;
            near!.unobserve(entry.target);
            runOf.delete(entry.target);
            for (const a of run) void decorate(a).catch(() => undefined);
          }
        },
        { rootMargin: `${RUN_SPAN}px` },
      )
    : null;

/** The last run formed, its links' extent from the top of the document: the next links join it
 * while it is watched and they lie close to it, so that a page adding a line at a time at the
 * same place adds no element for the observer to follow. */
let last: { links: HTMLAnchorElement[]; low: number; high: number } | null = null;

/**
 * Links to decorate once near the viewport, watched by runs: consecutive links (in document order)
 * that lie within RUN_SPAN of each other, whose first stands for the run. The observer then
 * follows a few elements where a long page has thousands of links: it measures every one it
 * follows on each frame that lays the page out.
 */
function watch(links: HTMLAnchorElement[]): void {
  if (!near) return void links.forEach((a) => void decorate(a).catch(() => undefined));
  const scrolled = window.scrollY;
  for (const a of links) {
    const top = a.getBoundingClientRect().top + scrolled;
    const run = last && runOf.get(last.links[0]!) === last.links ? last : null;
    if (run && Math.max(run.high, top) - Math.min(run.low, top) <= RUN_SPAN) {
      run.low = Math.min(run.low, top);
      run.high = Math.max(run.high, top);
      run.links.push(a);
    } else {
      last = { links: [a], low: top, high: top };
      runOf.set(a, last.links);
      near.observe(a);
    }
  }
}

/** Looks at the links in `roots` and the roots themselves, once each. */
function look(roots: Iterable<Element | Document>): void {
  if (!decorating) return;
  const taken: HTMLAnchorElement[] = [];
  const consider = (a: HTMLAnchorElement) => {
    if (decorated.has(a) || passed.has(a)) return;
    if (!apiOf(a)) return void passed.add(a);
    decorated.add(a);
    taken.push(a);
  };
  for (const root of roots) {
    if (root instanceof HTMLAnchorElement && root.hasAttribute("href")) consider(root);
    for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]")) consider(a);
  }
  if (taken.length) watch(taken);
}

/** Looks at the document's links once, then at what is added to it. While the page loads, this
 * waits for the end of its parsing: otherwise every line the parser inserts reaches the observer,
 * each looked at in turn, and links are measured on a page half read. */
function begin(): void {
  look([document]);
  new MutationObserver((changes) => {
    try {
      const added: Element[] = [];
      for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) added.push(node);
      look(added);
      if (shownFor && !shownFor.isConnected) hide();
    } catch {
      // the links stay plain links
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

try {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", quietly(begin), { once: true });
  else begin();
  const refresh = () => {
    passed = new WeakSet();
    look([document]);
  };
  (window as unknown as { grimoireTooltips: { refresh(): void } }).grimoireTooltips = { refresh };
} catch {
  // an old browser: links stay plain links
}
