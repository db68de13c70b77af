import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseSummary {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The performance score's timings of the median-scored run, in ms (CLS unitless): what explains the score. */
  metrics: Record<(typeof METRICS)[number], number>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;
const MAX_RETRIES = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse's mobile profile on home, search and an offer page, with Debian's Chromium; median of three runs. */
export async function runLighthouse(baseUrl: string, offerId: string): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const pages = { home: '/', search: '/search?q=w%C3%B3zek', offer: `/offer/${offerId}` };
  const summaries: LighthouseSummary[] = [];
  try {
    for (const [page, path] of Object.entries(pages)) {
      const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const runMetrics: { performance: number; metrics: LighthouseSummary['metrics'] }[] = [];
      for (let run = 0, attempts = 0; run < RUNS; attempts++) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        // Chromium now and then loses a navigation (NO_NAVSTART) and Lighthouse scores that run 0: it is repeated,
        // not counted, up to a few times; a page that keeps failing is reported with its failed runs.
        if (result?.lhr.runtimeError && attempts < RUNS + MAX_RETRIES - 1) continue;
        for (const category of CATEGORIES) scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
        runMetrics.push({
          performance: scores.performance[scores.performance.length - 1],
          metrics: Object.fromEntries(
            METRICS.map((metric) => [metric, Math.round((result?.lhr.audits[metric]?.numericValue ?? 0) * 1000) / 1000]),
          ) as LighthouseSummary['metrics'],
        });
        run++;
      }
      summaries.push({
        page,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        bestPractices: median(scores['best-practices']),
        seo: median(scores.seo),
        metrics: runMetrics.find((entry) => entry.performance === median(scores.performance))!.metrics,
      });
    }
  } finally {
    chrome.kill();
  }
  return summaries;
}
