/**
 * The pictures link previews show for a record without an icon, and for the site's own pages
 * (views/previews.ts says which): a square in the type's colour with its letter, drawn here at
 * build time as PNG (the format Discord, Slack and X all accept) with a small encoder over
 * node:zlib, so the build needs no network and no image library.
 */
import { deflateSync } from "node:zlib";
import { PREVIEW_SIZE, TYPE_COLOURS, TYPE_GLYPHS, previewPath } from "../views/previews.ts";
import { contrast } from "../views/qualities.ts";

/** Each glyph on a grid of five columns and seven rows, `#` for ink. */
const GLYPHS: Record<string, string[]> = {
  O: [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
  P: ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
  "!": ["  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "     ", "  #  "],
  S: [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
  R: ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
  E: ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
  I: [" ### ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
  G: [" ####", "#    ", "#    ", "# ###", "#   #", "#   #", " ### "],
};

const INK_DARK = "#15171c";
const INK_LIGHT = "#ffffff";

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGB picture as PNG: `pixel(x, y)` gives each pixel's colour. */
export function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // its first byte: filter type 0, none
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, truecolour, deflate, no filter choice, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", new Uint8Array())]);
}

/** A type's picture: its colour, a darker frame, its letter in the ink that reads best on it. */
function picture(colour: string, glyph: string): Uint8Array {
  const rows = GLYPHS[glyph];
  if (!rows) throw new Error(`site: no glyph ${glyph}`);
  const size = PREVIEW_SIZE;
  const scale = Math.floor(size / 12);
  const [left, top] = [(size - 5 * scale) >> 1, (size - 7 * scale) >> 1];
  const fill = rgb(colour);
  const frame = fill.map((c) => Math.round(c * 0.6)) as [number, number, number];
  const ink = rgb(contrast(colour, INK_DARK) >= contrast(colour, INK_LIGHT) ? INK_DARK : INK_LIGHT);
  const border = Math.floor(size / 24);
  return png(size, size, (x, y) => {
    const [col, row] = [Math.floor((x - left) / scale), Math.floor((y - top) / scale)];
    if (x >= left && y >= top && rows[row]?.[col] === "#") return ink;
    return x < border || y < border || x >= size - border || y >= size - border ? frame : fill;
  });
}

/** Every picture, by its path in dist/ (web/…). */
export function previewFiles(): Record<string, Uint8Array> {
  return Object.fromEntries(
    (Object.keys(TYPE_COLOURS) as (keyof typeof TYPE_COLOURS)[]).map((kind) => [
      `web${previewPath(kind)}`,
      picture(TYPE_COLOURS[kind], TYPE_GLYPHS[kind]),
    ]),
  );
}
