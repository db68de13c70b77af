import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const [base, offerId, tag, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const pages: Record<string, string> = { home: '/', search: '/search?q=w%C3%B3zek', offer: `/offer/${offerId}` };
const only = process.env.PAGES?.split(",");
for (const [page, path] of Object.entries(pages).filter(([p]) => !only || only.includes(p))) {
  const rows: string[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const lhr = r!.lhr;
    writeFileSync(`/tmp/lh/${tag}-${page}-${i}.json`, JSON.stringify(lhr));
    const c = lhr.categories; const a = lhr.audits;
    rows.push(`${page} run${i}: perf ${Math.round(c.performance.score! * 100)} a11y ${Math.round(c.accessibility.score! * 100)} bp ${Math.round(c['best-practices'].score! * 100)} seo ${Math.round(c.seo.score! * 100)} FCP ${Math.round(a['first-contentful-paint'].numericValue!)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} TBT ${Math.round(a['total-blocking-time'].numericValue!)} SI ${Math.round(a['speed-index'].numericValue!)} CLS ${a["cumulative-layout-shift"]?.numericValue?.toFixed(3)} err ${lhr.runtimeError?.code ?? ""}}`);
    console.log(rows[rows.length - 1]);
  }
}
chrome.kill();
