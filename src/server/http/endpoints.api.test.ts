import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendContactMessage } from '#shared/api/contact';
import { lookUpDataRequest } from '#shared/api/data-requests';
import { defineEndpoint } from '#shared/api/endpoint';
import { declaredEndpoints } from '#server/http/declared-endpoints';
import { openApiDocument as openApiEndpoint } from '#shared/api/openapi';
import { twoFactorStatus } from '#shared/api/two-factor';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { expectAnswerMatchesOpenApi, openApiDocument } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import {
  createEndpointRoutes,
  endpointSchemaCompilers,
  type ImplementEndpoints,
} from './endpoints.ts';
import { registerErrorHandler } from './error-handler.ts';

// Endpoints registered from their declarations (#shared/api): who may call, what a request
// must be, what an answer is, and the OpenAPI document made from them.

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/echo/:id',
  summary: 'Echo',
  access: 'public',
  params: z.object({ id: z.coerce.number().int().min(1, 'Invalid id') }),
  body: z.object({ word: z.string().min(1, 'Say a word') }).strict(),
  response: { status: 201, schema: z.object({ id: z.number(), word: z.string() }) },
});

const again = defineEndpoint({ ...echo, path: '/api/again/:id' });

// Type errors, checked by `npx tsc --noEmit` and never run: a group is implemented whole, and
// with nothing else.
function _incompleteGroups(implement: ImplementEndpoints, app: FastifyInstance) {
  const handler = async () => ({ id: 1, word: 'x' });
  // @ts-expect-error -- `again` has no handler
  implement(app, { echo, again }, { echo: handler });
  // @ts-expect-error -- `other` is not an endpoint of the group
  implement(app, { echo }, { echo: handler, other: handler });
}

async function bareApp(production: boolean, answer: (id: number, word: string) => unknown) {
  const logged: string[] = [];
  const log = { error: (_details: object, message: string) => logged.push(message) };
  const app = fastify({
    schemaController: {
      compilersFactory: endpointSchemaCompilers({ production, log: () => log as never }),
    },
  });
  registerErrorHandler(app);
  const implement = createEndpointRoutes({
    sessions: { requireCustomer: async () => 1 },
    rateLimit: () => false,
    registered: [],
  });
  implement(
    app,
    { echo },
    {
      echo: async ({ params, body }) => answer(params.id, body.word) as never,
    },
  );
  await app.ready();
  return { app, logged };
}

describe('a declared endpoint', () => {
  it('parses its path and body by the declared schemas, and answers with the declared status', async () => {
    const { app } = await bareApp(false, (id, word) => ({ id, word }));
    const ok = await app.inject({
      method: 'POST',
      url: '/api/echo/7',
      payload: { word: 'pellets' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: 7, word: 'pellets' });
  });

  it('refuses a bad request as validate() does: one problem is the message', async () => {
    const { app } = await bareApp(false, (id, word) => ({ id, word }));
    const bad = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { word: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Say a word',
      details: [{ path: 'word', message: 'Say a word' }],
    });
    const extra = await app.inject({
      method: 'POST',
      url: '/api/echo/0',
      payload: { word: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Invalid id');
  });

  it("refuses a body with the endpoint's own message when it declares one", async () => {
    const app = fastify({
      schemaController: {
        compilersFactory: endpointSchemaCompilers({
          production: false,
          log: () => ({ error: () => undefined }) as never,
        }),
      },
    });
    registerErrorHandler(app);
    const implement = createEndpointRoutes({
      sessions: { requireCustomer: async () => 1 },
      rateLimit: () => false,
      registered: [],
    });
    const body = z.object({ word: z.string().min(1, 'Say a word'), n: z.number('A number') });
    const fixed = defineEndpoint({
      ...echo,
      path: '/api/fixed/:id',
      body,
      refusedBody: { message: 'Invalid words' },
    });
    const first = defineEndpoint({
      ...echo,
      path: '/api/first/:id',
      body,
      refusedBody: 'first problem',
    });
    implement(
      app,
      { fixed, first },
      {
        fixed: async ({ params, body }) => ({ id: params.id, word: body.word }),
        first: async ({ params, body }) => ({ id: params.id, word: body.word }),
      },
    );
    await app.ready();
    const details = [
      { path: 'word', message: 'Say a word' },
      { path: 'n', message: 'A number' },
    ];
    const payload = { word: '' };
    const one = await app.inject({ method: 'POST', url: '/api/fixed/7', payload });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ message: 'Invalid words', details });
    const other = await app.inject({ method: 'POST', url: '/api/first/7', payload });
    expect(other.json()).toEqual({ message: 'Say a word', details });
    // The path is not the body: its problems answer as usual.
    const path = await app.inject({ method: 'POST', url: '/api/fixed/0', payload });
    expect(path.json().message).toBe('Invalid id');
  });

  it('fails an answer that does not match its schema outside production', async () => {
    const { app } = await bareApp(false, (id) => ({ id, word: 42 }));
    const wrong = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { word: 'x' } });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('logs such an answer in production and still sends it', async () => {
    const { app, logged } = await bareApp(true, (id) => ({ id, word: 42 }));
    const sent = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { word: 'x' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: 7, word: 42 });
    expect(logged).toEqual(['answer does not match its declared schema']);
  });

  it('cannot be registered outside the scope its access names', () => {
    const app = fastify();
    const implement = createEndpointRoutes({
      sessions: { requireCustomer: async () => 1 },
      rateLimit: () => false,
      registered: [],
    });
    expect(() =>
      implement(app, { lookUpDataRequest }, { lookUpDataRequest: async () => ({}) as never }),
    ).toThrow(/declared for 'admin' but registered outside/);
    expect(() =>
      implement(app, { twoFactorStatus }, { twoFactorStatus: async () => ({}) as never }),
    ).toThrow(/declared for 'admin-setup' but registered outside/);
  });

  it('is registered with its group, each endpoint with its own handler', async () => {
    const app = fastify({
      schemaController: {
        compilersFactory: endpointSchemaCompilers({
          production: false,
          log: () => ({ error: () => undefined }) as never,
        }),
      },
    });
    const implement = createEndpointRoutes({
      sessions: { requireCustomer: async () => 1 },
      rateLimit: () => false,
      registered: [],
    });
    const handler = (word: string) => async () => ({ id: 1, word });
    implement(app, { echo, again }, { echo: handler('echo'), again: handler('again') });
    await app.ready();
    const sent = (url: string) => app.inject({ method: 'POST', url, payload: { word: 'x' } });
    expect((await sent('/api/echo/1')).json()).toEqual({ id: 1, word: 'echo' });
    expect((await sent('/api/again/1')).json()).toEqual({ id: 1, word: 'again' });
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimits: false } });
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => t.close());

  const get = (cookie: string) =>
    t.app.inject({ method: 'GET', url: openApiEndpoint.path, headers: { cookie } });

  it('is served to the back office as committed in docs/openapi.json', async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(openApiDocument);
    expect(response.json().openapi).toBe('3.1.0');
  });

  it('is never public, nor a customer’s', async () => {
    const customer = await registerCustomer(t.app);
    expect((await get('')).statusCode).toBe(401);
    expect((await get(customer.cookie)).statusCode).toBe(401);
  });

  it('describes only what the shop serves: every declared endpoint is registered', async () => {
    const missing = (await declaredEndpoints())
      .filter((endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('describes every declared endpoint', async () => {
    for (const endpoint of await declaredEndpoints()) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(
        openApiDocument.paths[path]?.[endpoint.method.toLowerCase()],
        endpoint.path,
      ).toBeDefined();
    }
  });

  it('describes the answers the shop gives, errors included', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: sendContactMessage.path,
      payload: {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hello',
        message: 'A question about pellets.',
      },
    });
    expectAnswerMatchesOpenApi(sendContactMessage, sent);
    const refused = await t.app.inject({
      method: 'POST',
      url: sendContactMessage.path,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expectAnswerMatchesOpenApi(sendContactMessage, refused);
    const lookUp = await t.app.inject({
      method: 'GET',
      url: `${lookUpDataRequest.path}?email=ann@example.com`,
      headers: { cookie: admin },
    });
    expectAnswerMatchesOpenApi(lookUpDataRequest, lookUp);
  });
});
