import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * /api/docs/json is generated from the routes' valibot schemas (http/json-schema.ts): every
 * registered route is documented, with its request parts and at least one response schema, and
 * nothing is documented that is not registered.
 */

/**
 * Routes deliberately not in the API document: the document's own pages, image files, the
 * operations probes (README "Operations") and @fastify/cors's preflight answer.
 */
const UNDOCUMENTED = [/^\w+ \/api\/docs/, /^GET \/api\/uploads\//, /^GET \/api\/(health|ready|metrics)$/, /^OPTIONS \*$/];

type Operation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; description?: string }>;
};

describe('/api/docs/json', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    paths = document.paths;
  });
  afterAll(() => t.close());

  /** 'PUT /api/x/:id' → 'PUT /api/x/{id}' as OpenAPI writes paths. */
  const openApiRoute = (route: string) => route.replace(/:(\w+)/g, '{$1}');
  const documented = () =>
    Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  const registered = () => t.routes.filter((route) => !UNDOCUMENTED.some((pattern) => pattern.test(route))).map(openApiRoute);

  it('documents exactly the registered routes', () => {
    expect(registered().length).toBeGreaterThan(30);
    expect([...documented()].sort()).toEqual([...new Set(registered())].sort());
  });

  it('gives every route a response schema and every path parameter a schema', () => {
    for (const route of registered()) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = paths[path]?.[method.toLowerCase()];
      const responses = Object.entries(operation?.responses ?? {});
      const success = responses.filter(([status]) => /^[23]/.test(status));
      expect({ route, success: success.length }).toEqual({ route, success: 1 });
      for (const [, response] of responses) {
        const schema = response.content?.['application/json']?.schema;
        // A redirect has no body: its schema is `null`, written as a description.
        if (schema === undefined) expect({ route, description: typeof response.description }).toEqual({ route, description: 'string' });
        else expect({ route, schema: typeof schema }).toEqual({ route, schema: 'object' });
      }
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const parameter = operation?.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === name);
        expect({ route, name, schema: typeof parameter?.schema }).toEqual({ route, name, schema: 'object' });
      }
    }
  });

  it('documents request bodies and error bodies from the valibot schemas', () => {
    const login = paths['/api/auth/local']?.['post'];
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(Object.keys((body?.['properties'] as object) ?? {})).toEqual(['identifier', 'password']);
    const error = login?.responses?.['400']?.content?.['application/json']?.schema;
    expect(Object.keys((error?.['properties'] as object) ?? {})).toEqual(['data', 'error']);

    const search = paths['/api/car-advertisements']?.['get'];
    expect(search?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['carMake', 'fuelType', 'page', 'sort']));
    const card = search?.responses?.['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(card)).toContain('fromPricePerMonth');

    const upload = paths['/api/car-advertisement/create']?.['post'];
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
