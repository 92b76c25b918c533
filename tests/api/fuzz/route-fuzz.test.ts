import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { DEMO_SETUP, describeApi } from '../harness/portal-harness.js';
import { anyJson, fromSchema, hostile, propertyNames, type JsonSchema } from './schema-arbitrary.js';

// Every route of the OpenAPI document (generated from the route definitions) gets requests built from its own
// schemas with hostile values mixed in, from several roles and without a token: none may answer 5xx, and every
// success body must match the response schema the document declares (the contract a client is built from).

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly parameters: readonly { name: string; in: 'query' | 'path'; schema?: JsonSchema }[];
  readonly body: JsonSchema | undefined;
  readonly secured: boolean;
  /** The declared JSON body of a success, by status. */
  readonly successes: Readonly<Record<string, JsonSchema>>;
}

interface FuzzRequest {
  readonly url: string;
  readonly body: unknown;
  readonly role: string | null;
  readonly contentType: string | null;
}

/** Requests per route; about 100 routes make the run's budget of a few thousand requests. */
const RUNS_PER_ROUTE = 24;
const CHUNKS = 6;
const ROLES = ['admin', 'doctor', 'staff', 'insurance', 'training'] as const;

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase() as Method,
    path,
    parameters: (operation.parameters ?? []) as Operation['parameters'],
    body: (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema,
    secured: Array.isArray(operation.security) ? operation.security.length > 0 : true,
    successes: Object.fromEntries(Object.entries((operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>)
      .flatMap(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        return status.startsWith('2') && schema !== undefined ? [[status, schema]] : [];
      })),
  })));
}

// Formats are the server's to check; what is checked here is the shape the document promises.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

/** The validators of an operation's declared success bodies. */
function successValidators(operation: Operation): Map<number, ValidateFunction> {
  return new Map(Object.entries(operation.successes).map(([status, schema]) => [Number(status), ajv.compile(schema)]));
}

/** A path part as a URL carries it: UTF-8 has no lone surrogate (the body is where one can travel), so it becomes U+FFFD. */
const pathPart = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function requestArbitrary(operation: Operation, keys: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(...pathParameters.map((parameter) => fc.oneof(fromSchema(parameter.schema, keys), hostile)))
    .map((values) => values.reduce<string>((url, value, index) => url.replace(`{${pathParameters[index]!.name}}`, pathPart(queryText(value)[0] ?? '')), operation.path));
  const declared = fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, fromSchema(parameter.schema, keys)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom(...keys), fc.oneof(hostile, fc.string({ maxLength: 12 })), { maxKeys: 2 });
  const query = fc.tuple(declared, extra).map(([first, second]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...second, ...first })) for (const item of queryText(value)) search.append(name, item);
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
  });
  const body = operation.body !== undefined ? fromSchema(operation.body, keys) : fc.oneof(fc.constant(undefined), anyJson(keys));
  const role = operation.secured ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...ROLES) }, { weight: 1, arbitrary: fc.constant(null) }) : fc.constant(null);
  const contentType = fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('multipart/form-data', 'text/plain', 'application/x-www-form-urlencoded') });
  return fc.record({ path, query, body, role, contentType }).map((parts) => ({ url: `${parts.path}${parts.query}`, body: parts.body, role: parts.role, contentType: parts.contentType }));
}

function payloadOf(request: FuzzRequest): { body?: unknown; headers?: Record<string, string> } {
  if (request.contentType === null) return request.body === undefined ? {} : { body: request.body };
  const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
  return { body: text, headers: { 'content-type': request.contentType } };
}

describeApi('Every route under fuzzed input', (world) => {
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    it(`answers no 5xx on part ${chunk + 1} of ${CHUNKS} of the routes`, async () => {
      const portal = world.portal();
      const tokens = new Map<string, string>();
      for (const role of ROLES) tokens.set(role, (await signIn(portal, role)).token);
      const document = (await call(portal, 'GET', '/api/openapi.json', { token: tokens.get('admin')! })).body as Parameters<typeof operationsOf>[0];
      const keys = propertyNames(document);
      // Signing out would end the session the other requests use; it takes no input, so it is fuzzed without a token.
      const operations = operationsOf(document).filter((_operation, index) => index % CHUNKS === chunk);
      expect(operations.length).toBeGreaterThan(10);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let checkedBodies = 0;
      for (const operation of operations) {
        const signOut = /signout/i.test(operation.path);
        const validators = successValidators(operation);
        await fc.assert(fc.asyncProperty(requestArbitrary(operation, keys), async (request) => {
          const token = request.role === null || signOut ? null : tokens.get(request.role)!;
          const answer = await call(portal, operation.method, request.url, { token, ...payloadOf(request) });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) {
            failures.push(`${answer.status} ${operation.method} ${request.url.slice(0, 200)} as ${request.role} ${request.contentType ?? ''} ${JSON.stringify(request.body)?.slice(0, 300)}`);
          }
          const validate = validators.get(answer.status);
          const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
          if (validate && json) {
            checkedBodies += 1;
            if (!validate(answer.body)) failures.push(`${answer.status} ${operation.method} ${operation.path}: body does not match the declared schema (${ajv.errorsText(validate.errors)})`);
          }
        }), { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true });
      }
      const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
      // The figure the security review reads: requests sent and 5xx received (0), per part.
      console.log(`route fuzz part ${chunk + 1} of ${CHUNKS}: ${sent} requests sent, ${serverErrors} answered 5xx, ${checkedBodies} success bodies checked`);
      if (process.env.FUZZ_REPORT) console.log([...statuses].sort(([a], [b]) => a - b));
      expect(failures).toEqual([]);
      // The requests get past the guards to the schemas and handlers, not only to 401 and 403 (a fuzzed
      // DeleteUser may end a role's session, so no share of successes is promised).
      expect([...statuses].filter(([status]) => status !== 401 && status !== 403).reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(operations.length);
    }, 600_000);
  }

  // Its own requests, so it passes alone and in any order: every list and read that takes no path parameter, asked by
  // an Admin with no query, answers a body that matches the schema the document declares for that status.
  it('checks success bodies of the plain reads against the document', async () => {
    const portal = world.portal();
    const token = (await signIn(portal, 'admin')).token;
    const document = (await call(portal, 'GET', '/api/openapi.json', { token })).body as Parameters<typeof operationsOf>[0];
    const reads = operationsOf(document).filter((operation) => operation.method === 'GET' && !operation.path.includes('{') && Object.keys(operation.successes).length > 0);
    const failures: string[] = [];
    let checked = 0;
    for (const operation of reads) {
      const answer = await call(portal, 'GET', operation.path, { token });
      const validate = successValidators(operation).get(answer.status);
      if (validate === undefined || !String(answer.headers['content-type'] ?? '').startsWith('application/json')) continue;
      checked += 1;
      if (!validate(answer.body)) failures.push(`${answer.status} GET ${operation.path}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
    // A few dozen reads answer 200 with no query; fewer would mean the document or the sign-in went wrong.
    expect(checked).toBeGreaterThan(20);
  });
}, DEMO_SETUP, ['pglite']);

checkLogsAfterAll();
