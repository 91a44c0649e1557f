import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule, getSchemaPath } from '@nestjs/swagger';
import { ErrorView } from '@stamp/contracts';
import { PrincipalKind } from '../auth/principal';

/** The bearer scheme of each kind of token: an operation's `security` names the kinds it admits. */
export const SECURITY_SCHEMES: Record<PrincipalKind, string> = {
  admin: 'POST /api/v1/admin/login → token (12 hours)',
  member: 'POST /wifi-user/login → token (30 days)',
  store: 'POST /api/v1/store/login (the owner password) → token (12 hours)',
};

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = Exclude<OperationObject['responses'][string], ReferenceObject | undefined>;
interface ReferenceObject {
  $ref: string;
}

/**
 * A public route's security requirement: none. Nest leaves an empty `security` of a route out of the
 * document, so the decorator writes this empty requirement and `refineDocument` makes it `security: []`.
 */
export const NO_TOKEN = {};

const IDEMPOTENCY_KEY = 'IdempotencyKey';
const RETRY_AFTER = 'RetryAfter';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const DESCRIPTION = [
  'The HTTP contract of the stamp-coupon loyalty service (docs/api.md is the guide for integrators).',
  '',
  '- Tokens: `Authorization: Bearer <token>`, from the administrator, member or store-owner login; each',
  "  operation's `security` names the kinds of token it takes (`[]`: none needed; a token sent to a public",
  '  operation is still read, and administrators and owners see more).',
  '- Errors: every refusal is `{statusCode, message, errors, code, params?}`; branch on `code`',
  '  (the `ErrorCode` enum), never on the English `message`.',
  '- 429 answers carry `Retry-After` (seconds); stamps and redemptions take an `Idempotency-Key`.',
  '- Numbers are whole numbers; dates are `YYYY-MM-DD` (`date`) or ISO 8601 UTC instants (`date-time`).',
].join('\n');

/** What a 400 means where the operation declares none of its own: its input broke a rule. */
const VALIDATION_RESPONSE: ResponseObject = {
  description: 'The input broke a rule: `code` names it and `errors` lists every message, first one first',
};

type Responses = Record<string, ResponseObject | ReferenceObject | undefined>;

function isReference(value: object): value is ReferenceObject {
  return '$ref' in value;
}

/**
 * The shared header parameter in place of the copies Nest writes: `@Headers('idempotency-key')` and the
 * route's own `@ApiHeader` each make one, so a route that reads the header gets the one declaration.
 */
function referenceIdempotencyKey(operation: OperationObject): void {
  const parameters = operation.parameters ?? [];
  const kept = parameters.filter(
    (parameter) =>
      isReference(parameter) ||
      parameter.in !== 'header' ||
      parameter.name.toLowerCase() !== 'idempotency-key',
  );
  if (kept.length !== parameters.length) {
    operation.parameters = [...kept, { $ref: `#/components/parameters/${IDEMPOTENCY_KEY}` }];
  }
}

/**
 * Nest names the rest of the path a route ending in `*` matches `*`; the document's template names it
 * `{path}`, and so must the parameter (a client generator takes the name for a variable's).
 */
function nameWildcardParameter(operation: OperationObject): void {
  for (const parameter of operation.parameters ?? []) {
    if (!isReference(parameter) && parameter.in === 'path' && parameter.name === '*') {
      parameter.name = 'path';
    }
  }
}

/**
 * Path parameters read as numbers all go through the gateway's one id rule (`idPipe`, `offsetPipe`):
 * digits, a whole number within a Postgres integer.
 */
function wholeNumberPathParameters(operation: OperationObject): void {
  for (const parameter of operation.parameters ?? []) {
    if (isReference(parameter) || parameter.in !== 'path') continue;
    const schema = parameter.schema;
    if (schema && !isReference(schema) && schema.type === 'number') {
      schema.type = 'integer';
      schema.format = 'int32';
    }
  }
}

/** Every error answer has the error body; a 429 says when to try again; input that breaks a rule is a 400. */
function describeErrors(operation: OperationObject): void {
  const errorSchema = { $ref: getSchemaPath(ErrorView) };
  const errorContent = { 'application/json': { schema: errorSchema } };
  const responses = operation.responses as Responses;
  const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
  if (takesInput && responses['400'] === undefined) {
    responses['400'] = { ...VALIDATION_RESPONSE };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!response || isReference(response) || !/^[45]/.test(status)) continue;
    // A declared example keeps its place beside the schema.
    response.content = {
      'application/json': { ...response.content?.['application/json'], schema: errorSchema },
    };
    if (status === '429') {
      response.headers = { 'Retry-After': { $ref: `#/components/headers/${RETRY_AFTER}` } };
    }
  }
  responses.default = {
    description: 'Any other refusal or fault, with the same error body',
    content: errorContent,
  };
}

/** The document as the decorators leave it, made whole: shared parameters, error bodies, whole numbers. */
export function refineDocument(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      if (operation.security?.length === 1 && Object.keys(operation.security[0] ?? {}).length === 0) {
        operation.security = [];
      }
      referenceIdempotencyKey(operation);
      nameWildcardParameter(operation);
      wholeNumberPathParameters(operation);
      describeErrors(operation);
    }
  }
  document.components = {
    ...document.components,
    parameters: {
      [IDEMPOTENCY_KEY]: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Any 1 to 200 printable characters without spaces (a UUID per tap). A retry with the same key and ' +
          'body within 24 hours gets the first answer and changes nothing; the same key with another body ' +
          'answers 409 IDEMPOTENCY_CONFLICT.',
        schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]{1,200}$' },
        example: '4f1c2b9e-8d7a-4e53-b0c1-2a3d4e5f6a7b',
      },
    },
    headers: {
      [RETRY_AFTER]: {
        description: 'Seconds to wait before trying again (also `params.retryAfterSeconds` in the body)',
        schema: { type: 'integer', minimum: 1 },
        example: 60,
      },
    },
  };
  return document;
}

/** The gateway's OpenAPI document: `servers` is where this gateway is reached (PUBLIC_URL). */
export function createOpenApiDocument(app: NestFastifyApplication, publicUrl: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Stamp loyalty API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addServer(publicUrl, 'This gateway (its PUBLIC_URL)');
  for (const [kind, description] of Object.entries(SECURITY_SCHEMES)) {
    builder.addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description }, kind);
  }
  const config = builder.build();
  // LICENSE: the software is proprietary; no public licence text to link to.
  config.info.license = { name: 'Proprietary: all rights reserved (see LICENSE)' };
  return refineDocument(SwaggerModule.createDocument(app, config, { extraModels: [ErrorView] }));
}

/** Serves the document at /api/docs-json and as a page at /api/docs. */
export function serveOpenApi(app: NestFastifyApplication, publicUrl: string): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app, publicUrl), {
    jsonDocumentUrl: 'api/docs-json',
  });
}
