import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
});
const { lhr } = await lighthouse('http://localhost:3997' + process.argv[2], {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
])
  console.log(id, lhr.audits[id].displayValue);
for (const id of [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'render-blocking-insight',
  'bootup-time',
  'mainthread-work-breakdown',
  'unused-javascript',
  'network-dependency-tree-insight',
]) {
  const a = lhr.audits[id];
  if (!a) {
    console.log('no', id);
    continue;
  }
  console.log(
    '==',
    id,
    a.displayValue ?? '',
    JSON.stringify(a.details?.items ?? a.details ?? {}).slice(0, 1500),
  );
}
await chrome.kill();
