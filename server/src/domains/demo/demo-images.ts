import sharp from 'sharp';
import { Random } from './random';

/**
 * Pleasant placeholder pictures for the demo catalog, drawn procedurally: a gradient, soft
 * circles and a white badge with an icon-like glyph. No words: a picture is the same for readers
 * of every language (the page names the category in theirs). SVG rendered by sharp (librsvg),
 * answered as JPEG for the photo pipeline.
 */

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#4f8cff', '#7a5cff'],
  ['#19b8a6', '#3f7bd9'],
  ['#ff8a5c', '#ff5c8a'],
  ['#ffb347', '#ff7e5f'],
  ['#43cea2', '#185a9d'],
  ['#a18cd1', '#fbc2eb'],
  ['#f6d365', '#fda085'],
  ['#5ee7df', '#b490ca'],
  ['#667eea', '#764ba2'],
  ['#56ab2f', '#a8e063'],
];

/** Simple glyphs in a 200×200 box, drawn in `color`. */
const GLYPHS: Record<string, (color: string) => string> = {
  book: (c) =>
    `<path d="M20 40 Q60 25 100 45 Q140 25 180 40 V165 Q140 150 100 170 Q60 150 20 165 Z" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/><path d="M100 45 V170" stroke="${c}" stroke-width="10"/>`,
  blocks: (c) =>
    `<rect x="20" y="100" width="75" height="75" rx="10" fill="${c}"/><rect x="105" y="100" width="75" height="75" rx="10" fill="${c}" opacity="0.7"/><rect x="62" y="20" width="75" height="75" rx="10" fill="${c}" opacity="0.85"/>`,
  ball: (c) =>
    `<circle cx="100" cy="100" r="78" fill="none" stroke="${c}" stroke-width="12"/><polygon points="100,62 136,88 122,130 78,130 64,88" fill="${c}"/>`,
  note: (c) =>
    `<path d="M75 150 V40 L165 22 V130" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/><ellipse cx="55" cy="150" rx="28" ry="20" fill="${c}"/><ellipse cx="145" cy="132" rx="28" ry="20" fill="${c}"/>`,
  cap: (c) =>
    `<polygon points="100,35 190,80 100,125 10,80" fill="${c}"/><path d="M50 100 V145 Q100 175 150 145 V100" fill="${c}" opacity="0.8"/><path d="M178 86 V150" stroke="${c}" stroke-width="8"/><circle cx="178" cy="155" r="10" fill="${c}"/>`,
  gear: (c) =>
    `<g fill="${c}">${Array.from({ length: 8 }, (_, i) => `<rect x="88" y="12" width="24" height="40" rx="6" transform="rotate(${i * 45} 100 100)"/>`).join('')}</g><circle cx="100" cy="100" r="62" fill="${c}"/><circle cx="100" cy="100" r="26" fill="#ffffff"/>`,
  laptop: (c) =>
    `<rect x="40" y="40" width="120" height="85" rx="8" fill="none" stroke="${c}" stroke-width="12"/><path d="M15 150 H185 L170 170 H30 Z" fill="${c}"/>`,
  bulb: (c) =>
    `<path d="M100 20 A58 58 0 0 1 135 125 V145 H65 V125 A58 58 0 0 1 100 20 Z" fill="${c}"/><rect x="70" y="152" width="60" height="12" rx="6" fill="${c}"/><rect x="78" y="170" width="44" height="12" rx="6" fill="${c}"/>`,
  tent: (c) =>
    `<polygon points="100,30 180,170 20,170" fill="${c}"/><polygon points="100,95 125,170 75,170" fill="#ffffff"/>`,
  sun: (c) =>
    `<circle cx="100" cy="100" r="42" fill="${c}"/><g stroke="${c}" stroke-width="12" stroke-linecap="round">${Array.from({ length: 8 }, (_, i) => `<line x1="100" y1="18" x2="100" y2="40" transform="rotate(${i * 45} 100 100)"/>`).join('')}</g>`,
  palette: (c) =>
    `<path d="M100 20 C160 20 190 60 185 100 C180 135 140 125 130 145 C120 170 100 180 80 178 C40 174 15 140 15 100 C15 55 50 20 100 20 Z" fill="${c}"/><circle cx="65" cy="75" r="12" fill="#ffffff"/><circle cx="105" cy="55" r="12" fill="#ffffff"/><circle cx="145" cy="80" r="12" fill="#ffffff"/><circle cx="60" cy="125" r="12" fill="#ffffff"/>`,
  robot: (c) =>
    `<rect x="45" y="55" width="110" height="90" rx="18" fill="${c}"/><circle cx="78" cy="98" r="14" fill="#ffffff"/><circle cx="122" cy="98" r="14" fill="#ffffff"/><rect x="80" y="122" width="40" height="8" rx="4" fill="#ffffff"/><line x1="100" y1="55" x2="100" y2="28" stroke="${c}" stroke-width="8"/><circle cx="100" cy="24" r="10" fill="${c}"/><rect x="25" y="85" width="16" height="36" rx="6" fill="${c}"/><rect x="159" y="85" width="16" height="36" rx="6" fill="${c}"/>`,
};

const glyph = (name: string) =>
  GLYPHS[name] ?? ((c: string) => `<circle cx="100" cy="100" r="70" fill="${c}"/>`);

/** Two glyphs per top category: each category gets two distinct pictures. */
export const CATEGORY_GLYPHS: Record<string, readonly [string, string]> = {
  schools: ['book', 'bulb'],
  kindergartens: ['blocks', 'sun'],
  clubs: ['ball', 'note'],
  universities: ['cap', 'book'],
  colleges: ['gear', 'cap'],
  courses: ['laptop', 'robot'],
  tutors: ['bulb', 'palette'],
  camps: ['tent', 'sun'],
};

function background(random: Random, width: number, height: number, palette: readonly string[]) {
  const [from, to] = palette;
  const circles = Array.from({ length: 9 }, () => {
    const r = random.int(Math.round(height * 0.08), Math.round(height * 0.35));
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#ffffff" opacity="${(0.05 + random.next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}`;
}

/** A 1200×800 picture of a category: a badge with its glyph in the middle. */
export async function categoryPicture(options: { seed: number; glyph: string }): Promise<Buffer> {
  const random = new Random(options.seed);
  const palette = PALETTES[options.seed % PALETTES.length] ?? PALETTES[0] ?? ['#4f8cff', '#7a5cff'];
  const draw = glyph(options.glyph);
  const width = 1200;
  const height = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${background(random, width, height, palette)}
<circle cx="600" cy="400" r="200" fill="#ffffff" opacity="0.95"/>
<g transform="translate(450 250) scale(1.5)">${draw(palette[1] ?? '#3f7bd9')}</g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A wide 1920×640 slide background with a row of glyphs, as WebP. */
export async function slidePicture(seed: number, glyphs: readonly string[]): Promise<Buffer> {
  const random = new Random(seed);
  const palette = PALETTES[(seed * 3) % PALETTES.length] ?? ['#4f8cff', '#7a5cff'];
  const width = 1920;
  const height = 640;
  const badges = glyphs
    .map((name, index) => {
      const draw = glyph(name);
      const x = 1080 + index * 260;
      const y = index % 2 === 0 ? 150 : 330;
      return `<circle cx="${x + 100}" cy="${y + 100}" r="120" fill="#ffffff" opacity="0.92"/><g transform="translate(${x} ${y})">${draw(palette[1] ?? '#3f7bd9')}</g>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(random, width, height, palette)}${badges}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
