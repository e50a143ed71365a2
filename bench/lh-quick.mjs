import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < runs; i++) {
  const r = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr;
  const a = r.audits;
  console.log('perf', Math.round(r.categories.performance.score * 100), 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue, 'CLS', a['cumulative-layout-shift'].displayValue);
  if (i === runs - 1 && process.env.DETAIL) {
    const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log('LCP el', lcp);
    console.log(JSON.stringify(a['lcp-breakdown-insight']?.details ?? a['largest-contentful-paint-element']?.details?.items?.[1], null, 0).slice(0, 800));
    console.log('render-blocking', JSON.stringify(a['render-blocking-insight']?.details?.items?.map(x=>[x.url,x.wastedMs]) ?? a['render-blocking-resources']?.details?.items?.map(x=>[x.url,x.wastedMs])));
  }
}
await chrome.kill();
