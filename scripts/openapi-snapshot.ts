/**
 * Writes tests/support/openapi.json, the API's OpenAPI document as the server generates it, so the component tests
 * check their mocked answers against the real schemas without starting a server. Run after changing a route's
 * schema: `npm run openapi:snapshot`; tests/api/openapi-snapshot.test.ts fails while the file is stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig, withJwtSecret } from '../server/config.js';
import { openPglite, wrapPglite } from '../server/db/index.js';
import { OPENAPI_SNAPSHOT_PATH, serializeOpenApiDocument } from '../tests/support/openapiSnapshot.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
try {
  const config = withJwtSecret(
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'openapi-snapshot-secret-openapi-snapshot',
      PUBLIC_URL: 'http://portal.test',
    }),
  );
  const database = wrapPglite(await openPglite(undefined));
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  writeFileSync(OPENAPI_SNAPSHOT_PATH, serializeOpenApiDocument(app.swagger()));
  await app.close();
  await database.close();
  console.log(`zapisano ${path.relative(process.cwd(), OPENAPI_SNAPSHOT_PATH)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
