import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/db/schema.js';
import type { Db } from '../../server/db/index.js';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import { runSearchStatements, type RunStatement } from '../../server/offers/search.js';
import type { RawConnection } from './database.js';

/** Builds SQL text only: the floor executes it with the bare driver. */
const sqlBuilder = drizzle.mock({ schema }) as unknown as Db;

/**
 * The floor: node:http and the bare driver running exactly the SQL of the public search endpoint
 * (same statements, same parallelism), with no framework, validation hooks or serialisation schema.
 */
export function startFloor(connection: RawConnection): Promise<{ url: string; server: Server }> {
  let synonyms: Promise<string[][]> | undefined;
  // The answer catches its own failures, so the promise the listener drops never rejects.
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    try {
      const url = new URL(request.url ?? '/', 'http://floor');
      const query = offerSearchQuerySchema.parse(Object.fromEntries(url.searchParams));
      const run: RunStatement = async <Row>(statement: { toSQL: () => { sql: string; params: unknown[] } }) => {
        const { sql, params } = statement.toSQL();
        return (await connection.query(sql, params)) as Row[];
      };
      // The thesaurus is read once, as the server's cache does.
      synonyms ??= run(sqlBuilder.select({ terms: schema.searchSynonyms.terms }).from(schema.searchSynonyms)).then(
        (groups) => groups.map((group) => group.terms),
      );
      const { rows, summary } = await runSearchStatements(sqlBuilder, query, run, await synonyms);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: rows, ...summary }));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: String(error) }));
    }
  }
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
