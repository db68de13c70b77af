import { sql, type SQL } from 'drizzle-orm';
import { TARGET_GROUP_LABELS, type TargetGroup } from '../../shared/discovery.js';
import type { Db } from '../db/index.js';
import { analyseText, documentLexemes } from './analyser.js';
import { fold } from './fold.js';
import { htmlText } from '../blog/htmlText.js';

/** Rows analysed per statement: big enough for a quick backfill, small enough for modest statements. */
const BATCH = 500;

/**
 * The version of the analysis a document's search_vector was written by (column search_version). Raise it whenever
 * a change to the analysis or to what a document's vector holds needs the stored rows analysed again: a server that
 * finds rows of an older version analyses them in the background after it starts listening, in batches, and they stay
 * searchable by their old vector meanwhile (server/search/backgroundAnalysis.ts; by hand: `npm run search:reindex`).
 */
export const ANALYSIS_VERSION = 1;

/**
 * The three parts of a document, by weight: A its title, B its text (descriptions, city, tags), C the names it is
 * filed under (its category, the parent category, the target groups), so that a word naming a category or a group
 * also finds its offers ('rehabilitacja dzieci'), below a word found in the text itself.
 */
interface DocumentText {
  id: string;
  title: string;
  text: string;
  filedUnder: string;
  /** Text whose lemmas join the "did you mean" vocabulary (titles and short texts, not whole articles). */
  vocabulary: string;
}

// Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
export const rowsOf = async <Row>(db: Db, statement: SQL): Promise<Row[]> =>
  ((await db.execute(statement)) as { rows: Row[] }).rows;

const joined = (text: string) => documentLexemes(text).join(' ');

/** Lemmas with their diacritics ('wózek'), and the words the dictionary does not know as written. */
function vocabularyWords(text: string): string[] {
  return analyseText(text).flatMap((word) => (word.spelled.length ? word.spelled : [word.folded]));
}

/**
 * Writes the lexemes of each document into `table.search_vector` and its words into the vocabulary. `onlyStale`
 * leaves alone a row that was analysed in the meantime (a save in another transaction wrote the current version):
 * the background analysis must not overwrite the new text's vector with the old text's.
 */
async function writeLexemes(
  db: Db,
  table: 'offers' | 'blog_posts',
  documents: DocumentText[],
  onlyStale: boolean,
): Promise<void> {
  if (!documents.length) return;
  const ids = documents.map((doc) => doc.id);
  const titles = documents.map((doc) => joined(doc.title));
  const texts = documents.map((doc) => joined(doc.text));
  const filed = documents.map((doc) => joined(doc.filedUnder));
  await db.execute(sql`
    update ${sql.identifier(table)} as t
    set search_vector = setweight(to_tsvector('simple', v.title), 'A')
      || setweight(to_tsvector('simple', v.body), 'B')
      || setweight(to_tsvector('simple', v.filed), 'C'),
      search_version = ${ANALYSIS_VERSION}
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(titles)}::text[], ${sql.param(texts)}::text[], ${sql.param(filed)}::text[]) as v(id, title, body, filed)
    where t.id = v.id${onlyStale ? sql` and ${isStale(sql`t`)}` : sql``}`);
  // Sorted: every save takes the locks of its new words in one order, so two saves adding the same new words
  // wait for each other instead of deadlocking on PostgreSQL.
  const words = [...new Set(documents.flatMap((doc) => vocabularyWords(doc.vocabulary)))]
    .filter((word) => word.length > 2)
    .sort();
  if (words.length) {
    await db.execute(sql`
      insert into search_vocabulary (word, word_key)
      select * from unnest(${sql.param(words)}::text[], ${sql.param(words.map(fold))}::text[])
      on conflict do nothing`);
  }
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
  const rows = await rowsOf<{
    id: string;
    title: string;
    short_description: string;
    long_description: string;
    address_city: string | null;
    category: string | null;
    parent: string | null;
    target_groups: TargetGroup[];
  }>(
    db,
    sql`
      select o.id, o.title, o.short_description, o.long_description, o.address_city,
        c.name as category, p.name as parent, o.target_groups
      from offers o
      left join categories c on c.id = o.category_id
      left join categories p on p.id = c.parent_id
      where ${documentFilter(which, sql`o`)}`,
  );
  await writeLexemes(
    db,
    'offers',
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: [row.short_description, row.long_description, row.address_city ?? ''].join('\n'),
      filedUnder: [
        row.category ?? '',
        row.parent ?? '',
        ...row.target_groups.map((group) => TARGET_GROUP_LABELS[group]),
      ].join('\n'),
      vocabulary: [row.title, row.short_description, row.address_city ?? '', row.category ?? ''].join('\n'),
    })),
    which === 'stale',
  );
  return rows.length;
}

/** The words of an article's HTML, without its character references. */
const articleWords = (html: string) => htmlText(html).replace(/&[a-z]+;|&#\d+;/gi, ' ');

/** Analyses articles the same way: title (A), excerpt, content and tags (B), category (C). */
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
  await writeLexemes(
    db,
    'blog_posts',
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: [row.excerpt ?? '', articleWords(row.content), row.tags.join(' ')].join('\n'),
      filedUnder: row.category ?? '',
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
