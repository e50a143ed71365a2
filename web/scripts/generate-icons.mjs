// Writes the app icons (PNG) into web/public with nothing but node:zlib.
// Run: node web/scripts/generate-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BG = [11, 114, 133];
const FG = [255, 255, 255];
const ACCENT = [255, 212, 59];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

/** Coverage of the mark at (x, y) in unit space [0,1]²: 0 background, 1 letter, 2 accent. */
function sample(x, y, inset) {
  // Map into the safe area.
  const u = (x - inset) / (1 - 2 * inset);
  const v = (y - inset) / (1 - 2 * inset);
  if (u < 0 || u > 1 || v < 0 || v > 1) return 0;
  // Letter "B": a stem and two bowls (rings), in a box 0.28..0.72 x 0.2..0.8.
  const stem = u >= 0.3 && u <= 0.42 && v >= 0.2 && v <= 0.8;
  const ring = (cx, cy, rx, ry, t) => {
    const d = Math.hypot((u - cx) / rx, (v - cy) / ry);
    const inner = Math.hypot((u - cx) / (rx - t), (v - cy) / (ry - t));
    return u >= cx && d <= 1 && inner >= 1;
  };
  const bar = (y0, y1, x1) => u >= 0.36 && u <= x1 && v >= y0 && v <= y1;
  const top = ring(0.5, 0.375, 0.2, 0.175, 0.1);
  const bottom = ring(0.52, 0.625, 0.22, 0.175, 0.1);
  const bars = bar(0.2, 0.3, 0.5) || bar(0.45, 0.55, 0.52) || bar(0.7, 0.8, 0.52);
  if (stem || top || bottom || bars) return 1;
  // A small accent dot (a spark of knowledge) top right.
  if (Math.hypot(u - 0.8, v - 0.2) <= 0.07) return 2;
  return 0;
}

function png(size, { rounded, inset }) {
  const ss = 4;
  const rows = [];
  const radius = rounded ? 0.2 : 0;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss) / size;
          const y = (py + (sy + 0.5) / ss) / size;
          if (radius) {
            const cx = Math.min(Math.max(x, radius), 1 - radius);
            const cy = Math.min(Math.max(y, radius), 1 - radius);
            if (Math.hypot(x - cx, y - cy) > radius) continue;
          }
          const s = sample(x, y, inset);
          const col = s === 1 ? FG : s === 2 ? ACCENT : BG;
          r += col[0];
          g += col[1];
          b += col[2];
          a += 255;
        }
      }
      const n = ss * ss;
      const o = 1 + px * 4;
      const cov = a / 255;
      row[o] = cov ? Math.round(r / cov) : 0;
      row[o + 1] = cov ? Math.round(g / cov) : 0;
      row[o + 2] = cov ? Math.round(b / cov) : 0;
      row[o + 3] = Math.round(a / n);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
writeFileSync(out('icon-192.png'), png(192, { rounded: true, inset: 0.08 }));
writeFileSync(out('icon-512.png'), png(512, { rounded: true, inset: 0.08 }));
writeFileSync(out('icon-maskable-512.png'), png(512, { rounded: false, inset: 0.2 }));
writeFileSync(out('apple-touch-icon.png'), png(180, { rounded: false, inset: 0.1 }));
console.log('icons written');
