import { sql, type SQL } from 'drizzle-orm';
import { TARGET_GROUP_LABELS, type TargetGroup } from '../../shared/discovery.js';
import type { Db } from '../db/index.js';
import { analyseText, documentLexemes } from './analyser.js';
import { fold } from './fold.js';
import { htmlText } from '../blog/htmlText.js';

/** Rows analysed per statement: big enough for a quick backfill, small enough for modest statements. */
const BATCH = 500;

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

/** Writes the lexemes of each document into `table.search_vector` and its words into the vocabulary. */
async function writeLexemes(db: Db, table: 'offers' | 'blog_posts', documents: DocumentText[]): Promise<void> {
  if (!documents.length) return;
  const ids = documents.map((doc) => doc.id);
  const titles = documents.map((doc) => joined(doc.title));
  const texts = documents.map((doc) => joined(doc.text));
  const filed = documents.map((doc) => joined(doc.filedUnder));
  await db.execute(sql`
    update ${sql.identifier(table)} as t
    set search_vector = setweight(to_tsvector('simple', v.title), 'A')
      || setweight(to_tsvector('simple', v.body), 'B')
      || setweight(to_tsvector('simple', v.filed), 'C')
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(titles)}::text[], ${sql.param(texts)}::text[], ${sql.param(filed)}::text[]) as v(id, title, body, filed)
    where t.id = v.id`);
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

type Which = { ids: string[] } | 'unanalysed';

const offerFilter = (which: Which, alias: SQL): SQL =>
  which === 'unanalysed'
    ? sql`${alias}.search_vector is null`
    : sql`${alias}.id = any(${sql.param(which.ids)}::uuid[])`;

/**
 * Analyses offers: the given ones after a save, or (with 'unanalysed') every offer not analysed yet, in batches;
 * answers how many it analysed.
 */
export async function indexOffers(db: Db, which: Which): Promise<number> {
  let total = 0;
  for (;;) {
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
      where ${offerFilter(which, sql`o`)}
      limit ${which === 'unanalysed' ? BATCH : Math.max(which.ids.length, 1)}`,
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
    );
    total += rows.length;
    if (which !== 'unanalysed' || rows.length < BATCH) return total;
  }
}

/** The words of an article's HTML, without its character references. */
const articleWords = (html: string) => htmlText(html).replace(/&[a-z]+;|&#\d+;/gi, ' ');

/** Analyses articles the same way: title (A), excerpt, content and tags (B), category (C). */
export async function indexBlogPosts(db: Db, which: Which): Promise<number> {
  let total = 0;
  for (;;) {
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
      where ${offerFilter(which, sql`b`)}
      limit ${which === 'unanalysed' ? BATCH : Math.max(which.ids.length, 1)}`,
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
    );
    total += rows.length;
    if (which !== 'unanalysed' || rows.length < BATCH) return total;
  }
}

/** Analyses every offer and article not analysed yet (rows written by SQL: an old release, a restore, the bench). */
export async function indexUnanalysed(db: Db): Promise<{ offers: number; articles: number }> {
  return { offers: await indexOffers(db, 'unanalysed'), articles: await indexBlogPosts(db, 'unanalysed') };
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
    await indexOffers(db, { ids: documents.offers.slice(start, start + BATCH) });
  }
  for (let start = 0; start < documents.posts.length; start += BATCH) {
    await indexBlogPosts(db, { ids: documents.posts.slice(start, start + BATCH) });
  }
}
