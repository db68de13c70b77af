import { readFileSync } from 'node:fs';
import { OpenApiContract, type OpenApiDocument } from './openapiContract.js';
import { OPENAPI_SNAPSHOT_PATH } from './openapiSnapshot.js';

let contract: OpenApiContract | undefined;
const violations: string[] = [];

/**
 * Checks a mocked API answer against the server's OpenAPI document (the committed tests/support/openapi.json) as the
 * API tests check real ones: the status must be documented for the operation and a JSON body must match its schema.
 * The app under test catches a failed fetch like a network error, so what is wrong is also kept for the component
 * tests' afterEach (tests/component/setup.ts), which fails the test that mocked it.
 */
export async function checkedMockAnswer(method: string, url: string, response: Response): Promise<Response> {
  contract ??= new OpenApiContract(JSON.parse(readFileSync(OPENAPI_SNAPSHOT_PATH, 'utf8')) as OpenApiDocument);
  const problem = contract.check(method, url, {
    statusCode: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.clone().text(),
  });
  if (!problem) return response;
  const message = `The mock does not answer as the API does: ${problem}`;
  violations.push(message);
  throw new Error(message);
}

/** Throws, and forgets them, when mocked answers broke the document since the last call (tests/component/setup.ts). */
export function assertNoMockViolations(): void {
  const found = violations.splice(0);
  if (found.length) throw new Error(found.join('\n\n'));
}
