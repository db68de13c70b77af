import { sql, type SQL } from 'drizzle-orm';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  ACCESSIBILITY_FEATURE_SEARCH_WORDS,
  SERVICE_MODE_LABELS,
  SERVICE_MODE_SEARCH_WORDS,
  TARGET_GROUP_LABELS,
  TARGET_GROUP_SEARCH_WORDS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
} from '../../shared/discovery.js';
import type { Db } from '../db/index.js';
import { analyseText } from './analyser.js';
import { documentVector, type DocumentFields, type DocumentVector } from './documentVector.js';
import { fold } from './fold.js';
import { htmlText } from '../blog/htmlText.js';

/** Rows analysed per statement: big enough for a quick backfill, small enough for modest statements. */
const BATCH = 500;

/**
 * The version of the analysis a document's search_vector was written by (column search_version). Raise it whenever
 * a change to the analysis or to what a document's vector holds needs the stored rows analysed again: a server that
 * finds rows of an older version analyses them in the background after it starts, in batches, and they stay
 * searchable by their old vector meanwhile (server/search/backgroundAnalysis.ts; by hand: `npm run search:reindex`).
 * A change of the index keys themselves must also start the document frequencies afresh, as migration 0017 did by
 * clearing every vector: an old vector's keys are subtracted from the frequencies when its row is analysed again.
 */
// 1: the ranking's index keys (migration 0017); 2: stems shared by derived words ('=fizjoterap', '=dostepn').
export const ANALYSIS_VERSION = 2;

/**
 * A document's fields (server/search/documentVector.ts): its title, short description, long description (an offer's
 * easy-to-read summary counts as part of it: the same offer in other words, weighed like the description), and the
 * labels it is filed under (category, place, who it is for, accessibility, how it is delivered), so that a word
 * naming a category, a group or a feature also finds its offers ('rehabilitacja dzieci', 'ETR').
 */
interface DocumentText {
  id: string;
  fields: DocumentFields;
  /** Text whose lemmas join the "did you mean" vocabulary (titles and short texts, not whole articles). */
  vocabulary: string;
}

// Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
export const rowsOf = async <Row>(db: Db, statement: SQL): Promise<Row[]> =>
  ((await db.execute(statement)) as { rows: Row[] }).rows;

/** Lemmas with their diacritics ('wózek'), and the words the dictionary does not know as written. */
function vocabularyWords(text: string): string[] {
  return analyseText(text).flatMap((word) => (word.spelled.length ? word.spelled : [word.folded]));
}

/** A code's label and the words people search it by (shared/discovery.ts). */
const labelled = <Code extends string>(
  codes: readonly Code[],
  labels: Record<Code, string>,
  words: Record<Code, readonly string[]>,
) => codes.flatMap((code) => [labels[code], ...words[code]]);

/** The labels an offer is filed under, one a line. */
function offerLabels(row: OfferRow): string {
  return [
    row.category ?? '',
    row.parent ?? '',
    row.address_city ?? '',
    ...labelled(row.target_groups, TARGET_GROUP_LABELS, TARGET_GROUP_SEARCH_WORDS),
    ...labelled(row.accessibility_features, ACCESSIBILITY_FEATURE_LABELS, ACCESSIBILITY_FEATURE_SEARCH_WORDS),
    ...labelled(row.service_modes, SERVICE_MODE_LABELS, SERVICE_MODE_SEARCH_WORDS),
  ].join('\n');
}

/** Adds the documents' words to the "did you mean" vocabulary. */
async function addVocabulary(db: Db, documents: DocumentText[]): Promise<void> {
  // Sorted: every save takes the locks of its new words in one order, so two saves adding the same new words
  // wait for each other instead of deadlocking on PostgreSQL.
  const words = [...new Set(documents.flatMap((doc) => vocabularyWords(doc.vocabulary)))]
    .filter((word) => word.length > 2)
    .sort();
  if (!words.length) return;
  await db.execute(sql`
    insert into search_vocabulary (word, word_key)
    select * from unnest(${sql.param(words)}::text[], ${sql.param(words.map(fold))}::text[])
    on conflict do nothing`);
}

/** How the document frequencies and the totals change when offers go from their stored keys to new ones. */
function frequencyChanges(
  previous: { id: string; lexemes: string[] | null; lengths: number[] | null }[],
  written: Map<string, DocumentVector>,
) {
  const deltas = new Map<string, number>();
  const add = (lexeme: string, change: number) => deltas.set(lexeme, (deltas.get(lexeme) ?? 0) + change);
  let documents = 0;
  const lengths = [0, 0, 0, 0];
  for (const row of previous) {
    const next = written.get(row.id)!;
    const before = new Set(row.lexemes ?? []);
    const after = new Set(next.lexemes);
    for (const lexeme of after) if (!before.has(lexeme)) add(lexeme, 1);
    for (const lexeme of before) if (!after.has(lexeme)) add(lexeme, -1);
    if (!row.lexemes) documents++;
    next.lengths.forEach((length, field) => (lengths[field] += length - (row.lengths?.[field] ?? 0)));
  }
  const changed = [...deltas].filter(([, change]) => change !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { changed, documents, lengths };
}

/**
 * Writes offers' index (tsvector and field lengths) and keeps the document frequencies and totals in step, in one
 * transaction: the offers' rows are locked first, so two saves of one offer count its change once each, in turn.
 * `onlyStale` leaves alone a row analysed in the meantime (a save in another transaction wrote the current version):
 * the background analysis must not put back the vector of a text the save replaced.
 */
async function writeOfferVectors(db: Db, documents: DocumentText[], onlyStale: boolean): Promise<void> {
  if (!documents.length) return;
  const written = new Map(documents.map((doc) => [doc.id, documentVector(doc.fields)]));
  const ids = [...written.keys()].sort();
  await db.transaction(async (tx) => {
    const previous = await rowsOf<{ id: string; lexemes: string[] | null; lengths: number[] | null }>(
      tx,
      sql`select id, tsvector_to_array(search_vector) as lexemes, search_lengths as lengths from offers o
        where id = any(${sql.param(ids)}::uuid[])${onlyStale ? sql` and ${isStale(sql`o`)}` : sql``}
        order by id for update`,
    );
    const present = previous.filter((row) => written.has(row.id));
    if (!present.length) return;
    const { changed, documents: added, lengths } = frequencyChanges(present, written);
    const rows = present.map((row) => written.get(row.id)!);
    // Data-modifying CTEs always run to completion, read or not: one round trip writes all three.
    await tx.execute(sql`
      with written as (
        update offers as t set search_vector = v.vector::tsvector, search_lengths = v.lengths::int[],
          search_version = ${ANALYSIS_VERSION}
        from unnest(${sql.param(present.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => row.vector))}::text[],
          ${sql.param(rows.map((row) => `{${row.lengths.join(',')}}`))}::text[]) as v(id, vector, lengths)
        where t.id = v.id
      ),
      counted as (
        insert into search_terms (lexeme, df)
        select * from unnest(${sql.param(changed.map(([lexeme]) => lexeme))}::text[],
          ${sql.param(changed.map(([, change]) => change))}::int[]) as c(lexeme, df)
        order by lexeme
        on conflict (lexeme) do update set df = search_terms.df + excluded.df
      )
      update search_stats set documents = documents + ${added},
        field_lengths = array[field_lengths[1] + ${lengths[0]}, field_lengths[2] + ${lengths[1]},
          field_lengths[3] + ${lengths[2]}, field_lengths[4] + ${lengths[3]}]::bigint[]
      where id = 1`);
  });
  await addVocabulary(db, documents);
}

/** Writes articles' index (they are searched by every word, without the offers' ranking statistics). */
async function writeArticleVectors(db: Db, documents: DocumentText[], onlyStale: boolean): Promise<void> {
  if (!documents.length) return;
  const vectors = documents.map((doc) => documentVector(doc.fields).vector);
  await db.execute(sql`
    update blog_posts as t set search_vector = v.vector::tsvector, search_version = ${ANALYSIS_VERSION}
    from unnest(${sql.param(documents.map((doc) => doc.id))}::uuid[], ${sql.param(vectors)}::text[]) as v(id, vector)
    where t.id = v.id${onlyStale ? sql` and ${isStale(sql`t`)}` : sql``}`);
  await addVocabulary(db, documents);
}

interface OfferRow {
  id: string;
  title: string;
  short_description: string;
  long_description: string;
  easy_read_summary: string | null;
  address_city: string | null;
  category: string | null;
  parent: string | null;
  target_groups: TargetGroup[];
  accessibility_features: AccessibilityFeature[];
  service_modes: ServiceMode[];
}

/** Given documents (after a save), or those never analysed or analysed by an older version of the analysis. */
type Which = { ids: string[] } | 'stale';

/** Not analysed by the current version (served by the index on coalesce(search_version, 0)). */
const isStale = (alias: SQL): SQL => sql`coalesce(${alias}.search_version, 0) < ${ANALYSIS_VERSION}`;

/** The rows to analyse; stale ones in the order of the version index, so each batch reads through it. */
const documentFilter = (which: Which, alias: SQL): SQL =>
  which === 'stale'
    ? sql`${isStale(alias)} order by coalesce(${alias}.search_version, 0) limit ${BATCH}`
    : sql`${alias}.id = any(${sql.param(which.ids)}::uuid[])`;

/** Analyses offers: the given ones after a save, or (with 'stale') every stale offer, in batches; answers how many. */
export async function indexOffers(db: Db, which: Which): Promise<number> {
  let total = 0;
  for (;;) {
    const analysed = await indexOfferBatch(db, which);
    total += analysed;
    if (which !== 'stale' || analysed < BATCH) return total;
  }
}

/** One batch of offers: the given ones, or at most BATCH stale ones. */
async function indexOfferBatch(db: Db, which: Which): Promise<number> {
  const rows = await rowsOf<OfferRow>(
    db,
    sql`
      select o.id, o.title, o.short_description, o.long_description, o.easy_read_summary, o.address_city,
        c.name as category, p.name as parent, o.target_groups, o.accessibility_features, o.service_modes
      from offers o
      left join categories c on c.id = o.category_id
      left join categories p on p.id = c.parent_id
      where ${documentFilter(which, sql`o`)}`,
  );
  await writeOfferVectors(
    db,
    rows.map((row) => ({
      id: row.id,
      fields: {
        title: row.title,
        short: row.short_description,
        long: row.easy_read_summary ? `${row.long_description}\n\n${row.easy_read_summary}` : row.long_description,
        labels: offerLabels(row),
      },
      vocabulary: [row.title, row.short_description, row.address_city ?? '', row.category ?? ''].join('\n'),
    })),
    which === 'stale',
  );
  return rows.length;
}

/** The words of an article's HTML, without its character references. */
const articleWords = (html: string) => htmlText(html).replace(/&[a-z]+;|&#\d+;/gi, ' ');

/** Analyses articles the same way: title, excerpt, content, and their tags and category as labels. */
export async function indexBlogPosts(db: Db, which: Which): Promise<number> {
  let total = 0;
  for (;;) {
    const analysed = await indexBlogPostBatch(db, which);
    total += analysed;
    if (which !== 'stale' || analysed < BATCH) return total;
  }
}

async function indexBlogPostBatch(db: Db, which: Which): Promise<number> {
  const rows = await rowsOf<{
    id: string;
    title: string;
    excerpt: string | null;
    content: string;
    tags: string[];
    category: string | null;
  }>(
    db,
    sql`
      select b.id, b.title, b.excerpt, b.content, b.tags, c.name as category
      from blog_posts b
      left join categories c on c.id = b.category_id
      where ${documentFilter(which, sql`b`)}`,
  );
  await writeArticleVectors(
    db,
    rows.map((row) => ({
      id: row.id,
      fields: {
        title: row.title,
        short: row.excerpt ?? '',
        long: articleWords(row.content),
        labels: [row.tags.join('\n'), row.category ?? ''].join('\n'),
      },
      vocabulary: row.title,
    })),
    which === 'stale',
  );
  return rows.length;
}

/**
 * Analyses every stale offer and article (rows written by SQL – an older release, a restored copy, the benchmark's
 * seed – or by an older version of the analysis), in batches, until none is left.
 */
export async function indexStale(db: Db): Promise<{ offers: number; articles: number }> {
  return { offers: await indexOffers(db, 'stale'), articles: await indexBlogPosts(db, 'stale') };
}

/** One batch of stale documents, offers first: how many of each it analysed (none left when both are 0). */
export async function indexStaleBatch(db: Db): Promise<{ offers: number; articles: number }> {
  const offersDone = await indexOfferBatch(db, 'stale');
  return { offers: offersDone, articles: offersDone ? 0 : await indexBlogPostBatch(db, 'stale') };
}

/** The offers and articles whose analysis holds a category's name: filed under it or under a subcategory of it. */
export interface FiledDocuments {
  offers: string[];
  posts: string[];
}

export async function documentsFiledUnder(db: Db, categoryId: string): Promise<FiledDocuments> {
  const filedUnder = async (table: 'offers' | 'blog_posts') =>
    (
      await rowsOf<{ id: string }>(
        db,
        sql`select t.id from ${sql.identifier(table)} t where t.category_id = ${categoryId}
          or t.category_id in (select c.id from categories c where c.parent_id = ${categoryId})`,
      )
    ).map((row) => row.id);
  return { offers: await filedUnder('offers'), posts: await filedUnder('blog_posts') };
}

/** Analyses the documents again, in batches (after their category was renamed or deleted). */
export async function reindexDocuments(db: Db, documents: FiledDocuments): Promise<void> {
  for (let start = 0; start < documents.offers.length; start += BATCH) {
    await indexOfferBatch(db, { ids: documents.offers.slice(start, start + BATCH) });
  }
  for (let start = 0; start < documents.posts.length; start += BATCH) {
    await indexBlogPostBatch(db, { ids: documents.posts.slice(start, start + BATCH) });
  }
}
