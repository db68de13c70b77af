import path from 'node:path';

/** The committed copy of /api/openapi.json that the component tests' mocks are checked against. */
export const OPENAPI_SNAPSHOT_PATH = path.resolve(import.meta.dirname, 'openapi.json');

/** One stable text for the document: the snapshot script writes it and the staleness test compares it. */
export function serializeOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
