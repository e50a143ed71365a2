// The first-load budget (run by `npm test` after the build): the gzipped JavaScript and CSS a
// visitor's browser loads before the home page is interactive (the entry, its static imports,
// and the home route's module, which is loaded before hydrating), read from Vite's manifest.
// Fails when the home page goes over the budget; other public pages are printed for reference.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const KB = 1000;
/**
 * What the home page may load. The goal is 150 KB of JavaScript; until the first load gets there
 * the budget is today's figure, lowered with every change that shrinks it (it never grows).
 */
const BUDGET = { js: 200 * KB, css: 40 * KB };
const GOAL = { js: 150 * KB, css: 40 * KB };
const PAGES = {
  home: 'src/app/routes/home.tsx',
  catalog: 'src/app/routes/catalog.tsx',
  card: 'src/app/routes/card.tsx',
};

const gzipped = promisify(gzip);
const manifest = JSON.parse(await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every file a module brings along before it runs: itself, its static imports, their CSS. */
function filesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

const sizes = new Map();
async function gzipSize(file) {
  if (!sizes.has(file))
    sizes.set(file, (await gzipped(await readFile(join(DIST, file)), { level: 9 })).length);
  return sizes.get(file);
}

async function firstLoad(routeKey) {
  const files = filesOf(routeKey, filesOf(entryKey));
  const total = { js: 0, css: 0 };
  for (const file of files) total[file.endsWith('.css') ? 'css' : 'js'] += await gzipSize(file);
  return { files, total };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let over = false;
for (const [page, key] of Object.entries(PAGES)) {
  const { files, total } = await firstLoad(key);
  const checked = page === 'home';
  const fits = false;
  if (checked && !fits) over = true;
  console.log(
    `${page.padEnd(8)} JS ${kb(total.js).padStart(9)}  CSS ${kb(total.css).padStart(8)}  (${files.size} files)` +
      (checked
        ? `  budget JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}: ${fits ? 'within' : 'OVER'};` +
          ` goal JS ${kb(GOAL.js)}: ${total.js <= GOAL.js ? 'met' : 'not yet'}`
        : ''),
  );
  if (checked && !fits) {
    const listed = await Promise.all([...files].map(async (file) => [file, await gzipSize(file)]));
    for (const [file, size] of listed.sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(size).padStart(9)}  ${file}`);
  }
}
if (over) {
  console.error('The home page goes over its first-load budget (gzipped).');
  process.exit(1);
}
