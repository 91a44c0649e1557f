import { tmpdir } from 'node:os';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InProcessBus } from '@stamp/server-kit/bus';
import { createLogger } from '@stamp/server-kit/logging';
import { LocalDiskStorage } from '@stamp/server-kit/storage';
import { createGatewayApp } from '../gateway.app';
import { GatewaySettings } from '../gateway.settings';
import { MemoryRateLimitStore } from '../rate-limit/rate-limit.store';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}

interface Response {
  description?: string;
  headers?: Record<string, { $ref?: string }>;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses: Record<string, Response | undefined>;
}

interface Document {
  servers?: { url: string }[];
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    parameters: Record<string, Parameter>;
    headers: Record<string, unknown>;
    schemas: Record<string, unknown>;
  };
}

interface Described {
  /** `POST /api/v1/coupon/{id}/add` */
  name: string;
  path: string;
  operation: Operation;
}

/** Every schema-like object in the document, with where it is. */
function* schemasIn(value: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* schemasIn(item, `${at}/${String(index)}`);
  } else if (typeof value === 'object' && value !== null) {
    yield [at, value as Record<string, unknown>];
    for (const [key, item] of Object.entries(value)) yield* schemasIn(item, `${at}/${key}`);
  }
}

describe('The OpenAPI document of the gateway', () => {
  const settings = Object.assign(new GatewaySettings(), {
    JWT_SECRET: 'openapi-document-test-'.padEnd(40, 'x'),
  });
  let app: NestFastifyApplication;
  let document: Document;
  let operations: Described[];

  beforeAll(async () => {
    app = await createGatewayApp({
      settings,
      bus: new InProcessBus(),
      storage: new LocalDiskStorage({ rootDir: tmpdir(), publicBaseUrl: settings.publicUrl }),
      logger: createLogger('openapi-document-test', 'silent'),
      rateLimitStore: new MemoryRateLimitStore(),
    });
    await app.listen(0, '127.0.0.1');
    const answer = await fetch(`${await app.getUrl()}/api/docs-json`);
    document = (await answer.json()) as Document;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('names every operation once, in camelCase, not after its controller', () => {
    const ids = operations.map(({ operation }) => operation.operationId ?? '');

    expect(operations.length).toBeGreaterThan(80);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listStores', 'addStamp', 'logInMember', 'redeemTicket']));
  });

  it('gives every operation a summary and a description, and every response a description', () => {
    const undescribed = operations.flatMap(({ name, operation }) => [
      ...(operation.summary && operation.description ? [] : [name]),
      ...Object.entries(operation.responses)
        .filter(([, response]) => !response?.description)
        .map(([status]) => `${name} ${status}`),
    ]);

    expect(undescribed).toEqual([]);
  });

  it('declares security on every operation: none for public ones, else the kinds of token it takes', () => {
    const schemes = Object.keys(document.components.securitySchemes).sort();
    const undeclared = operations.filter(({ operation }) => operation.security === undefined);
    const unknown = operations.filter(({ operation }) =>
      (operation.security ?? []).some((requirement) =>
        Object.keys(requirement).some((scheme) => !schemes.includes(scheme)),
      ),
    );
    const security = (name: string) =>
      operations.find((described) => described.name === name)?.operation.security;

    expect(schemes).toEqual(['admin', 'member', 'store']);
    expect(undeclared.map(({ name }) => name)).toEqual([]);
    expect(unknown.map(({ name }) => name)).toEqual([]);
    expect(security('GET /api/v1/stores')).toEqual([]);
    expect(security('POST /api/v1/coupon/{id}/add')).toEqual([{ member: [] }]);
    expect(security('PUT /api/v1/store/update')).toEqual([{ admin: [] }, { store: [] }]);
  });

  it('answers every refusal with the error body, 401 and 403 where a token is needed', () => {
    const missing = operations.flatMap(({ name, operation }) => {
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]|default/.test(status));
      const bodiless = errors
        .filter(
          ([, response]) =>
            response?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorView',
        )
        .map(([status]) => `${name} ${status}`);
      const needsToken = (operation.security ?? []).length > 0;
      const authErrors =
        needsToken && !(operation.responses['401'] && operation.responses['403']) ? [name] : [];
      return [...bodiless, ...authErrors];
    });

    expect(missing).toEqual([]);
  });

  it('declares Idempotency-Key and Retry-After once, and refers to them', () => {
    const inlineKeys = operations.filter(({ operation }) =>
      (operation.parameters ?? []).some((parameter) => parameter.name?.toLowerCase() === 'idempotency-key'),
    );
    const referring = operations.filter(({ operation }) =>
      (operation.parameters ?? []).some(
        (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
      ),
    );
    const withoutRetryAfter = operations.filter(
      ({ operation }) =>
        operation.responses['429'] &&
        operation.responses['429'].headers?.['Retry-After']?.$ref !== '#/components/headers/RetryAfter',
    );

    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
    });
    expect(document.components.headers).toHaveProperty('RetryAfter');
    expect(inlineKeys.map(({ name }) => name)).toEqual([]);
    expect(referring.map(({ name }) => name).sort()).toEqual([
      'POST /api/v1/coupon/{id}/add',
      'PUT /api/v1/ticket/use/ticket_id={id}',
    ]);
    expect(withoutRetryAfter.map(({ name }) => name)).toEqual([]);
  });

  it('names path parameters as their templates do, the member number always bbs_no', () => {
    const mismatched = operations.flatMap(({ name, path, operation }) => {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      return JSON.stringify(inTemplate) === JSON.stringify(declared) ? [] : [name];
    });
    const memberNumbers = Object.keys(document.paths).filter((path) =>
      /member=|user_id\/|delete\/id=/.test(path),
    );

    expect(mismatched).toEqual([]);
    expect(memberNumbers.filter((path) => !path.includes('{bbs_no}'))).toEqual([]);
  });

  it('types whole numbers as integer and dates as date or date-time', () => {
    const numbers = [...schemasIn(document)]
      .filter(([, schema]) => schema.type === 'number')
      .map(([at]) => at);
    const undatedDates = [...schemasIn(document)]
      .filter(
        ([, schema]) =>
          schema.type === 'string' &&
          typeof schema.example === 'string' &&
          /^\d{4}-\d\d-\d\d/.test(schema.example) &&
          schema.format !== (schema.example.length === 10 ? 'date' : 'date-time'),
      )
      .map(([at]) => at);

    expect(numbers).toEqual([]);
    expect(undatedDates).toEqual([]);
  });

  it('says where the gateway is and under which licence', () => {
    expect(document.servers?.map((server) => server.url)).toEqual([settings.publicUrl]);
    expect(document.info.license?.name).toMatch(/Proprietary/);
  });
});
