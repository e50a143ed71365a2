/**
 * Web benchmark: Lighthouse 12 (mobile, default throttling) in Debian's Chromium on home,
 * catalog, a card page and an event page of the built app with demo data; each page three times,
 * medians printed with the goals. Run with `npm run bench:web` (builds first).
 * `BENCH_RUNS` changes the number of runs per page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@bilim/e2e/chromium';
import { startBuiltServer } from '@bilim/e2e/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { performance: 90, accessibility: 98, seo: 100, cls: 0.1 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the network of scripts and style sheets, as sent (compressed). */
  scriptBytes: number;
  styleBytes: number;
  failedAudits: string[];
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function transferOf(lhr: Result, type: string): number {
  const details = lhr.audits['resource-summary']?.details as
    { items?: Array<{ resourceType: string; transferSize: number }> } | undefined;
  return details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

async function audit(url: string, port: number): Promise<Run> {
  const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = answer;
  const failedAudits = ['accessibility', 'seo', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scriptBytes: transferOf(lhr, 'script'),
    styleBytes: transferOf(lhr, 'stylesheet'),
    failedAudits,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bilim-bench-web-'));
const server = await startBuiltServer({ DATA_DIR: dataDir, DEMO_DATA: '1' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const cards = (await (await fetch(`${server.baseUrl}/api/cards?per_page=1`)).json()) as {
    data: Array<{ id: number }>;
  };
  const events = (await (await fetch(`${server.baseUrl}/api/events?per_page=1`)).json()) as {
    data: Array<{ id: number }>;
  };
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['catalog', '/catalog'],
    ['card page', `/cards/${cards.data[0]?.id ?? 1}/show`],
    ['event page', `/events/${events.data[0]?.id ?? 1}/show`],
  ];

  const rows: string[][] = [];
  const misses: string[] = [];
  for (const [name, path] of pages) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${server.baseUrl}${path}`, chrome.port));
    }
    const of = (key: keyof Omit<Run, 'failedAudits'>) => median(runs.map((run) => run[key]));
    const figures = {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      cls: of('cls'),
    };
    rows.push([
      name,
      String(figures.performance),
      String(figures.accessibility),
      String(figures.bestPractices),
      String(figures.seo),
      `${(of('fcp') / 1000).toFixed(1)} s`,
      `${(of('lcp') / 1000).toFixed(1)} s`,
      `${Math.round(of('tbt'))} ms`,
      figures.cls.toFixed(3),
      `${(of('scriptBytes') / 1024).toFixed(0)} KB`,
      `${(of('styleBytes') / 1024).toFixed(0)} KB`,
    ]);
    if (figures.performance < GOALS.performance)
      misses.push(`${name}: performance ${figures.performance}`);
    if (figures.accessibility < GOALS.accessibility)
      misses.push(`${name}: accessibility ${figures.accessibility}`);
    if (figures.seo < GOALS.seo) misses.push(`${name}: SEO ${figures.seo}`);
    if (figures.cls >= GOALS.cls) misses.push(`${name}: CLS ${figures.cls.toFixed(3)}`);
    const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
    if (failed.length > 0) console.log(`${name}: audits not passed: ${failed.join(', ')}`);
  }

  const header = ['page', 'perf', 'a11y', 'best', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'CSS'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} runs (JS and CSS: bytes sent)`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nGoals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, SEO ${GOALS.seo}, CLS < ${GOALS.cls}`,
  );
  console.log(misses.length === 0 ? 'All goals held.' : `Missed: ${misses.join('; ')}`);
} finally {
  await chrome.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
