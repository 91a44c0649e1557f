import fc from 'fast-check';
import { Operation, Schema } from './openapi-operations';

/** A path or query value; `raw` values go into the URL as they are (broken escapes), others percent-encoded. */
export interface UrlValue {
  value: string;
  raw?: boolean;
}

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType?: string; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; name: string; type: string; bytes: readonly number[] }[];
    };

/** One hostile request to one operation: plain data, so fast-check can print and replay it. */
export interface FuzzCase {
  path: UrlValue[];
  query: [string, UrlValue][];
  headers: Record<string, string>;
  body?: FuzzBody;
}

const LONG = 'a'.repeat(10_000);

/** The values the first probe found 500s with, and their relatives. */
export const HOSTILE_STRINGS = [
  '99999999999999999999',
  '-99999999999999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  'NaN',
  'Infinity',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  "'; DROP TABLE stores; --",
  '" OR 1=1 --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  '\ud83d\ude00',
  '\ud800',
  '\u202e\u0007\u001b[31m',
  'admin',
  LONG,
];

/** Broken or tricky escapes, sent as they are. */
const RAW_URL_VALUES = ['%', '%zz', '%00', '%2F', '%252e', '%2e%2e', '%C0%AE', '%E0%A4%A', '%FF', '..', '.'];

const HOSTILE_NUMBERS = [
  2147483648,
  -2147483649,
  1e20,
  -1e20,
  Number.MAX_SAFE_INTEGER + 2,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
];

/** Bodies that are not what any route expects, as raw text with a content type. */
const RAW_BODIES: { contentType?: string; text: string }[] = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '[]' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '12' },
  { contentType: 'application/json', text: '{"id":1e400,"store_id":-1e400,"user_id":1e400}' },
  { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', text: `{"name":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}` },
  {
    contentType: 'application/json',
    text: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  },
  { contentType: 'application/json', text: '{"name":"\\u0000","email":"a\\u0000@example.ph"}' },
  { contentType: 'application/json', text: `{"name":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'multipart/form-data', text: '--x--' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data\r\n\r\n' },
  { text: '{}' },
];

const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a.b.c',
  'Basic YWRtaW46YWRtaW4=',
  // alg "none", sub 1, kind admin
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJraW5kIjoiYWRtaW4iLCJzdWIiOiIxIiwiYXV0aG9yaXR5Ijoic3VwZXIgbWFzdGVyIn0.',
  `Bearer ${'x'.repeat(2000)}`,
];

/**
 * Header values fetch can send (visible Latin-1), short or long: kept so that all of a request's headers
 * stay under Node's 16 KiB, past which Node itself answers 431 and closes the connection mid-body.
 */
const headerValue = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 200,
  }),
  fc.constantFrom('', '1', '-1', '99999999999999999999', "'; DROP TABLE x; --", 'x'.repeat(2000)),
);

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const urlValue: fc.Arbitrary<UrlValue> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((value) => ({ value })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_VALUES).map((value) => ({ value, raw: true })) },
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['\u0000'], { id: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value the schema would accept, often: its example, an enum member, or one of its type. */
function plausible(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) {
    return fc.constantFrom(...schema.enum);
  }
  const own =
    schema.type === 'integer'
      ? fc.integer({ min: 1, max: 5 })
      : schema.type === 'number'
        ? fc.double({ noNaN: true, noDefaultInfinity: true })
        : schema.type === 'boolean'
          ? fc.boolean()
          : schema.type === 'array'
            ? fc.array(plausible(schema.items ?? {}), { maxLength: 3 })
            : schema.type === 'object'
              ? objectFor(schema)
              : fc.string({ maxLength: 20 });
  return schema.example === undefined ? own : fc.oneof(fc.constant(schema.example), own);
}

function fieldValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible(schema) }, { weight: 3, arbitrary: hostileJson });
}

/** An object of the schema's properties, each absent, plausible or hostile, and perhaps a stray key. */
function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...properties.map(([, property]) => fc.option(fieldValue(property), { freq: 4 }))),
      fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'bbs_no', 'role', 'authority'), hostileJson)),
    )
    .map(([values, extra]) => {
      const body: Record<string, unknown> = {};
      properties.forEach(([name], index) => {
        const value = values[index];
        if (value !== null && value !== undefined) {
          body[name] = value;
        }
      });
      if (extra) {
        body[extra[0]] = extra[1];
      }
      return body;
    });
}

const fileBytes: fc.Arbitrary<readonly number[]> = fc.oneof(
  fc.constant([
    ...Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  ]),
  fc.constant([]),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  fc.constant([...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]),
);

function multipartFor(schema: Schema): fc.Arbitrary<FuzzBody> {
  const properties = Object.entries(schema.properties ?? {});
  const textFields = properties.filter(([, p]) => p.format !== 'binary' && p.items?.format !== 'binary');
  const fileFields = properties.filter(([, p]) => p.format === 'binary' || p.items?.format === 'binary');
  return fc
    .record({
      fields: fc.tuple(
        ...textFields.map(([name, property]) =>
          fc.option(
            fieldValue(property).map((value): [string, string] => [
              name,
              typeof value === 'string' ? value : JSON.stringify(value),
            ]),
            { freq: 4 },
          ),
        ),
      ),
      files: fc.array(
        fc.record({
          field: fc.constantFrom(...fileFields.map(([name]) => name), 'unexpected'),
          name: fc.constantFrom('a.png', '../../evil.png', '', 'x\u0000.png', 'image'),
          type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
          bytes: fileBytes,
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ fields, files }) => ({
      kind: 'multipart' as const,
      fields: fields.filter((field): field is [string, string] => field !== null),
      files,
    }));
}

function bodyFor(operation: Operation): fc.Arbitrary<FuzzBody | undefined> {
  const choices: fc.Arbitrary<FuzzBody | undefined>[] = [
    fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })),
  ];
  if (operation.json) {
    const schema = operation.json;
    choices.push(
      objectFor(schema).map((value) => ({ kind: 'json' as const, value })),
      objectFor(schema).map((value) => ({ kind: 'json' as const, value })),
      hostileJson.map((value) => ({ kind: 'json' as const, value })),
    );
  }
  if (operation.multipart) {
    choices.push(multipartFor(operation.multipart), multipartFor(operation.multipart));
  }
  return operation.json || operation.multipart ? fc.oneof(...choices) : fc.constant(undefined);
}

function headersFor(operation: Operation, anonymous: boolean): fc.Arbitrary<Record<string, string>> {
  const names = [
    ...new Set([...operation.headers, 'idempotency-key', 'x-request-id', 'x-forwarded-for', 'accept']),
  ];
  return fc
    .tuple(
      fc.tuple(
        ...names.map((name) => fc.option(headerValue.map((value): [string, string] => [name, value]))),
      ),
      anonymous ? fc.option(fc.constantFrom(...AUTHORIZATIONS)) : fc.constant(null),
    )
    .map(([pairs, authorization]) => ({
      ...Object.fromEntries(pairs.filter((pair): pair is [string, string] => pair !== null)),
      ...(authorization === null ? {} : { authorization }),
    }));
}

function queryFor(operation: Operation): fc.Arbitrary<[string, UrlValue][]> {
  return fc
    .tuple(
      fc.tuple(
        ...operation.query.map((name) =>
          fc.option(fc.array(urlValue, { minLength: 1, maxLength: 2 }).map((values) => ({ name, values }))),
        ),
      ),
      fc.option(fc.tuple(fc.constantFrom('x', 'limit', '__proto__', 'offset[]'), urlValue)),
    )
    .map(([given, extra]) => [
      ...given.flatMap((entry) =>
        entry ? entry.values.map((value): [string, UrlValue] => [entry.name, value]) : [],
      ),
      ...(extra ? [extra] : []),
    ]);
}

/** Random hostile requests to one operation. `anonymous`: no token of its own (garbage ones allowed). */
export function fuzzCases(operation: Operation, anonymous: boolean): fc.Arbitrary<FuzzCase> {
  return fc.record({
    path: fc.tuple(...operation.placeholders.map(() => urlValue)),
    query: queryFor(operation),
    headers: headersFor(operation, anonymous),
    body: bodyFor(operation),
  });
}

/** The first probe's cases, sent on every run: each hostile value in every path and query value, each raw body. */
export function catalogCases(operation: Operation): FuzzCase[] {
  const values: UrlValue[] = [
    ...HOSTILE_STRINGS.map((value) => ({ value })),
    ...RAW_URL_VALUES.map((value) => ({ value, raw: true })),
  ];
  const urls =
    operation.placeholders.length + operation.query.length === 0
      ? []
      : values.map((value): FuzzCase => ({
          path: operation.placeholders.map(() => value),
          query: operation.query.map((name): [string, UrlValue] => [name, value]),
          headers: {},
        }));
  const filler = operation.placeholders.map(() => ({ value: '1' }));
  const bodies =
    operation.json || operation.multipart
      ? RAW_BODIES.map((raw): FuzzCase => ({
          path: filler,
          query: [],
          headers: {},
          body: { kind: 'raw', ...raw },
        }))
      : [];
  return [...urls, ...bodies];
}

/** Percent-encodes a value's UTF-8 bytes (unpaired surrogates become U+FFFD, as a browser sends them). */
function encode(value: string, keepSlashes: boolean): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded +=
      /[A-Za-z0-9\-._~]/.test(char) || (keepSlashes && char === '/')
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

function urlPart(value: UrlValue, keepSlashes = false): string {
  return value.raw ? value.value : encode(value.value, keepSlashes);
}

/** The URL path and query of a case. */
export function urlOf(operation: Operation, fuzzCase: FuzzCase): string {
  let index = 0;
  const path = operation.template.replace(/\{[^}]+\}/g, () => {
    const value = fuzzCase.path[index] ?? { value: '1' };
    index++;
    return urlPart(value, operation.wildcard && index === operation.placeholders.length);
  });
  const query = fuzzCase.query.map(([name, value]) => `${encode(name, false)}=${urlPart(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The fetch body and its content type. */
export function bodyOf(body: FuzzBody | undefined): { contentType?: string; payload?: string | FormData } {
  if (!body) {
    return {};
  }
  switch (body.kind) {
    case 'json':
      return { contentType: 'application/json', payload: JSON.stringify(body.value) };
    case 'raw':
      return { contentType: body.contentType, payload: body.text };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        form.append(name, value);
      }
      for (const file of body.files) {
        form.append(file.field, new Blob([Uint8Array.from(file.bytes)], { type: file.type }), file.name);
      }
      return { payload: form };
    }
  }
}
