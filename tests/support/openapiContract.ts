import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** One answer as the check reads it: the API tests' injected responses and the component tests' mocked ones. */
export interface ApiAnswer {
  statusCode: number;
  /** The Content-Type header, parameters included ('application/json; charset=utf-8'), or '' when there is none. */
  contentType: string;
  /** The body as text, already decompressed; '' when there is none. */
  text: string;
}

/** The parts of /api/openapi.json the check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
}

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: NonNullable<OpenApiOperation['responses']>;
}

/** Addresses under /api/ that are not operations of the document on purpose (the document itself, the docs UI). */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^\/api\/v1\/health$/, /^\/api\/docs(\/|$)/];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function toOperation(method: string, path: string, operation: OpenApiOperation): Operation {
  const params = (path.match(/\{[^}]+\}/g) ?? []).length;
  const source = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    // find-my-way lets a last parameter be empty: 'DELETE /api/v1/blog-posts/' reaches the ':id' route.
    .join('[^/]*');
  // A prefix's root route answers with and without its trailing slash ('/api/v1/offers' and '/api/v1/offers/').
  const pattern = new RegExp(`^${source.replace(/\/$/, '')}/?$`);
  return { method, path, pattern, params, responses: operation.responses ?? {} };
}

/** OpenAPI 3.0's `nullable: true` admits null even beside an `enum`; ajv reads the enum alone, so null joins it. */
function withNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullableEnums(value)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** ajv's own summary leaves out which property was one too many; a drifted fixture is found by that name. */
function describeErrors(errors: ValidateFunction['errors']): string {
  return (errors ?? [])
    .map((error) => {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      return `data${error.instancePath} ${error.message ?? ''}${extra ? ` '${extra}'` : ''}`;
    })
    .join(', ');
}

/**
 * Checks an API answer against /api/openapi.json: its status must be documented for the operation, and a JSON body
 * must validate against that status's schema (additional properties included). Returns what is wrong, or undefined.
 */
export class OpenApiContract {
  private readonly operations: Operation[];
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => toOperation(method.toUpperCase(), path, operation)),
    );
    // OpenAPI 3.0 schemas: `nullable`, `example` and friends are not JSON Schema keywords ajv knows in strict mode.
    this.ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    this.ajv.addFormat('binary', true);
  }

  private findOperation(method: string, path: string): Operation | undefined {
    const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    // As find-my-way routes '/a/': to a route registered with that slash (a prefix's root), else to '/a/:id' with an
    // empty id, and only then to '/a'.
    const trailing = path.length > 1 && path.endsWith('/');
    const slashless = (operation: Operation) =>
      trailing && !operation.path.endsWith('/') && operation.params === 0 ? 1 : 0;
    return this.operations
      .filter((operation) => wanted.includes(operation.method) && operation.pattern.test(path))
      .sort(
        (a, b) =>
          slashless(a) - slashless(b) || a.params - b.params || wanted.indexOf(a.method) - wanted.indexOf(b.method),
      )[0];
  }

  private validator(key: string, schema: object): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // Shared schemas are referenced as #/components/…: the root of the compiled schema must carry them.
      validate = this.ajv.compile(withNullableEnums({ ...schema, components: this.document.components }) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }

  check(method: string, url: string, response: ApiAnswer): string | undefined {
    // As the server sees it: dot segments resolved ('/api/v1/offers/.' is the search).
    const path = new URL(url.split('?')[0], 'http://localhost').pathname;
    if (!path.startsWith('/api/') || UNDOCUMENTED.some((pattern) => pattern.test(path))) return undefined;
    const where = `${method} ${path} → ${response.statusCode}`;
    const operation = this.findOperation(method.toUpperCase(), path);
    const contentType = response.contentType.split(';')[0].trim();
    const { text } = response;
    const isDetail = () => contentType === 'application/json' && typeof JSON.parse(text || '{}').detail === 'string';
    // A path over the length limit is refused before routing, whatever operation it would have named.
    if (response.statusCode === 414) {
      const headWithoutBody = method.toUpperCase() === 'HEAD' && !text;
      return headWithoutBody || isDetail() ? undefined : `${where}: not the shared {detail} shape`;
    }
    if (!operation) {
      // No such route: the not-found answer in the shared {detail} shape, or what comes before it (a path Fastify
      // cannot decode is a 400; under /api/v1/admin/ the session is checked first, so 401 or 403).
      const refused = [400, 401, 403, 404].includes(response.statusCode);
      return refused && isDetail() ? undefined : `${where}: not an operation of the document`;
    }
    // Only a prefix's root route answers with its trailing slash too: '/api/v1/users/me/' ('/me' plus a resolved '..')
    // is no route, and its answer is the shared not-found one.
    const slashOnly = path.length > 1 && path.endsWith('/') && !operation.path.endsWith('/') && operation.params === 0;
    if (slashOnly && response.statusCode === 404 && !operation.responses['404']) {
      return isDetail() ? undefined : `${where}: not the shared {detail} shape`;
    }
    const documented = operation.responses[String(response.statusCode)] ?? operation.responses.default;
    if (!documented) {
      return `${where}: status not documented for ${operation.method} ${operation.path} (documented: ${Object.keys(operation.responses).join(', ')})`;
    }
    if (!text) {
      const needsBody = method.toUpperCase() !== 'HEAD' && documented.content !== undefined;
      return needsBody
        ? `${where}: empty body, the document promises ${Object.keys(documented.content!).join(', ')}`
        : undefined;
    }
    const media = documented.content?.[contentType];
    if (!media) return `${where}: ${contentType || 'a body'} is not documented for this status`;
    if (contentType !== 'application/json') return undefined;
    if (!media.schema) return `${where}: the JSON answer has no schema in the document`;
    const validate = this.validator(`${operation.method} ${operation.path} ${response.statusCode}`, media.schema);
    if (validate(JSON.parse(text))) return undefined;
    return `${where}: body does not match the document: ${describeErrors(validate.errors)}\n${text.slice(0, 500)}`;
  }
}
