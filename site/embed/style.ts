/** The embed's tooltip in the game's style (inside its shadow root, so the host page's styles
 * never reach it); quality colours are added from views/qualities.ts. */
export const TOOLTIP_BACKGROUND = "#060914";

export const TOOLTIP_CSS = `
.tooltip{font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff;background:${TOOLTIP_BACKGROUND};border:1px solid #596079;border-radius:5px;padding:7px 10px;min-width:12rem;max-width:20rem;box-shadow:0 3px 12px rgba(0,0,0,.55);text-align:left}
.tooltip p{margin:2px 0}
.tt-icon{float:left;width:36px;height:36px;margin:1px 9px 4px 0;border:1px solid #596079;border-radius:4px}
.tt-name{font-weight:700;font-size:14px}
.tt-pair{display:flex;justify-content:space-between;gap:14px}
.tt-description,.tt-set{color:#ffd100}
.tt-bonus{color:#1eff00}
.tt-muted{color:#a9a6a0}
.tt-piece{padding-left:.8em}
.money .gold{color:#ffd700}.money .silver{color:#c7c7cf}.money .copper{color:#d08a4c}
`;
