// Draws the installable app's icons (public/icons/*.png) without any image library or network:
// the logo's chair as white rounded bars on the primary colour, rasterised here with 4x4
// supersampling and written as PNG with node:zlib. Run `node scripts/make-icons.mjs` after
// changing the drawing; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BACKGROUND = [0x0f, 0x76, 0x6e];
const FOREGROUND = [0xff, 0xff, 0xff];

/** The chair on a 0..1 square, as rounded rectangles [x0, y0, x1, y1, radius]. */
const CHAIR = [
  [0.3, 0.22, 0.42, 0.66, 0.05], // back
  [0.3, 0.5, 0.72, 0.62, 0.05], // seat
  [0.6, 0.38, 0.72, 0.62, 0.05], // arm
  [0.33, 0.6, 0.41, 0.8, 0.03], // legs
  [0.61, 0.6, 0.69, 0.8, 0.03],
];

function inRoundRect(x, y, [x0, y0, x1, y1, r]) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * `maskable`: the background fills the square and the chair shrinks into the 80% safe zone
 * (platforms crop maskable icons to their own shape); otherwise a rounded tile on transparency.
 */
function draw(size, maskable) {
  const scale = maskable ? 0.8 : 1;
  const tile = maskable ? [0, 0, 1, 1, 0] : [0.02, 0.02, 0.98, 0.98, 0.2];
  const rgba = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = (px + (sx + 0.5) / S) / size;
          const y = (py + (sy + 0.5) / S) / size;
          if (!inRoundRect(x, y, tile)) continue;
          const u = (x - 0.5) / scale + 0.5;
          const v = (y - 0.5) / scale + 0.5;
          if (CHAIR.some((shape) => inRoundRect(u, v, shape))) fg++;
          else bg++;
        }
      }
      const covered = bg + fg;
      const i = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = Math.round((BACKGROUND[c] * bg + FOREGROUND[c] * fg) / covered);
      rgba[i + 3] = Math.round((255 * covered) / (S * S));
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(`public/icons/icon-${size}.png`, draw(size, false));
  writeFileSync(`public/icons/maskable-${size}.png`, draw(size, true));
}
writeFileSync('public/icons/apple-touch-icon.png', draw(180, true));
console.log('public/icons: icon-192, icon-512, maskable-192, maskable-512, apple-touch-icon');
