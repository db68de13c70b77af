/**
 * `npm run bench:relevance`: the judged relevance evaluation (docs/wyszukiwanie.md, "Ocena trafności wyszukiwania").
 * Seeds the fixture corpus into a fresh embedded database through the portal's API, runs every judged query on the portal and
 * on the MiniSearch baselines, prints the measures side by side and writes them to a JSON file.
 *
 *   --per-query         every query with each system's nDCG@10 and the portal's first five offers (grade in brackets)
 *   --json <file>       where the results go (default .tmp/relevance.json)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.js';
import { loadConfig, withJwtSecret } from '../../server/config.js';
import { ensureBaseData } from '../../server/db/baseData.js';
import { openPglite, wrapPglite } from '../../server/db/index.js';
import { loadDataset, type Dataset } from './dataset.js';
import {
  compareOnScope,
  evaluate,
  SCOPES,
  summariseScope,
  SYSTEM_LABELS,
  SYSTEMS,
  type QueryOutcome,
  type SystemName,
} from './evaluate.js';
import type { MetricName } from './metrics.js';

const { values: flags } = parseArgs({
  options: {
    'per-query': { type: 'boolean', default: false },
    json: { type: 'string', default: '.tmp/relevance.json' },
  },
});

async function runOnFreshPortal(dataset: Dataset): Promise<QueryOutcome[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-relevance-'));
  const config = {
    ...withJwtSecret(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'relevance-secret-relevance-secret-42',
        PUBLIC_URL: 'http://portal.test',
      }),
    ),
    searchCacheSeconds: 0,
  };
  const database = wrapPglite(await openPglite(undefined));
  try {
    await database.migrate();
    await ensureBaseData(database.db);
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    try {
      return await evaluate(app, database.db, dataset);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const METRICS: [MetricName, string][] = [
  ['ndcg10', 'nDCG@10'],
  ['p5', 'P@5'],
  ['recall20', 'Recall@20'],
  ['mrr', 'MRR'],
  ['zeroRate', 'zero-result rate'],
];

const pad = (text: string, width: number) => text.padEnd(width);
const cell = (value: number) => value.toFixed(3).padStart(8);

function printTables(outcomes: QueryOutcome[]): void {
  const labelWidth = Math.max(...SCOPES.map((scope) => scope.length)) + 2;
  const header = `${pad('', labelWidth)}${'n'.padStart(4)}${SYSTEMS.map((system) => SYSTEM_LABELS[system].padStart(22)).join('')}`;
  for (const [metric, title] of METRICS) {
    console.log(`\n${title}\n${header}`);
    for (const scope of SCOPES) {
      const values = SYSTEMS.map((system) => summariseScope(outcomes, scope, system));
      console.log(
        `${pad(scope, labelWidth)}${String(values[0].queries).padStart(4)}${values.map((value) => cell(value[metric]).padStart(22)).join('')}`,
      );
    }
  }
  console.log('\nPaired randomisation test on nDCG@10 (10 000 sign flips), portal − baseline:');
  for (const baseline of SYSTEMS.slice(1)) {
    for (const scope of ['overall', 'development', 'holdout'] as const) {
      const test = compareOnScope(outcomes, scope, baseline);
      console.log(
        `  vs ${pad(SYSTEM_LABELS[baseline], 22)} ${pad(scope, 12)} Δ ${test.difference >= 0 ? '+' : ''}${test.difference.toFixed(3)}  ` +
          `p = ${test.p.toFixed(4)}  (portal better on ${test.wins}, worse on ${test.losses}, equal on ${test.ties})`,
      );
    }
  }
}

function printPerQuery(outcomes: QueryOutcome[], dataset: Dataset): void {
  console.log('\nPer query: nDCG@10 of portal / MiniSearch / +StemmerPl, then the portal’s first five offers [grade]');
  for (const { query, scores, rankings } of outcomes) {
    const grades = dataset.judgments.get(query.id)!;
    const ndcg = SYSTEMS.map((system) => scores[system]!.ndcg10.toFixed(2)).join(' / ');
    const top = (rankings.portal ?? []).slice(0, 5).map((key) => `${key}[${grades.get(key) ?? 0}]`);
    console.log(
      `${query.id}${query.holdout ? '*' : ' '} ${pad(query.category, 13)} ${pad(`"${query.text}"`, 50)} ${ndcg}\n` +
        `      ${top.length ? top.join(' ') : '(nothing found)'}`,
    );
  }
  console.log('(* held out)');
}

function resultFile(outcomes: QueryOutcome[]) {
  const bySystem = (fn: (system: SystemName) => unknown) =>
    Object.fromEntries(SYSTEMS.map((system) => [system, fn(system)]));
  return {
    generated_at: new Date().toISOString(),
    summaries: Object.fromEntries(
      SCOPES.map((scope) => [scope, bySystem((system) => summariseScope(outcomes, scope, system))]),
    ),
    significance: Object.fromEntries(
      SYSTEMS.slice(1).map((baseline) => [
        baseline,
        Object.fromEntries(SCOPES.map((scope) => [scope, compareOnScope(outcomes, scope, baseline)])),
      ]),
    ),
    queries: outcomes.map(({ query, rankings, scores }) => ({ ...query, scores, rankings })),
  };
}

const dataset = loadDataset();
const started = Date.now();
const outcomes = await runOnFreshPortal(dataset);
console.log(
  `${dataset.corpus.length} offers, ${dataset.queries.length} queries (${dataset.queries.filter((query) => query.holdout).length} held out), ` +
    `${[...dataset.judgments.values()].reduce((sum, grades) => sum + grades.size, 0)} judgments; ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);
printTables(outcomes);
if (flags['per-query']) printPerQuery(outcomes, dataset);
mkdirSync(path.dirname(path.resolve(flags.json)), { recursive: true });
writeFileSync(flags.json, JSON.stringify(resultFile(outcomes), null, 2) + '\n');
console.log(`\nResults written to ${flags.json}`);
