import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { CALLERS, Caller, readFuzzTarget } from './fuzz-target';
import { FuzzCase, bodyOf, catalogCases, fuzzCases, urlOf } from './hostile-requests';
import { Operation, operationsOf } from './openapi-operations';

/**
 * The fuzz tier: every operation of the gateway's OpenAPI document, sent hostile path values, query values,
 * headers and bodies by each kind of caller, against the built standalone product. No answer may be a 5xx,
 * carry a stack trace or SQL, or take longer than SLOW_MS. A failure names its seed and path: replay it
 * with `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx jest -c jest.config.fuzz.js -t '<test name>'`.
 */
const target = readFuzzTarget();
const operations = operationsOf(target.document);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SLOW_MS = 2000;

/** What must never reach a client: stack frames, source paths, SQL and database errors. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at .+[(:]\d+/],
  ['a source path', /(node_modules|dist\/apps|dist\/libs|apps\/[\w-]+\/src|libs\/[\w-]+\/src)\//],
  ['a stack trace', /\b(TypeError|RangeError|ReferenceError|SyntaxError): /],
  ['SQL', /\b(QueryFailedError|EntityNotFound|syntax error at or near|violates \w+ constraint)\b/i],
  ['SQL', /\b(relation|column) "[^"]+" does not exist|invalid input syntax for|out of range for type/i],
  ['SQL', /invalid byte sequence for encoding|\bSELECT\b[\s\S]{0,200}\bFROM\s+"\w+"\."\w+"/i],
];

interface Answer {
  status: number;
  text: string;
  ms: number;
}

const counts = { sent: 0, serverErrors: 0, leaks: 0, slow: 0, slowestMs: 0 };

async function send(operation: Operation, fuzzCase: FuzzCase, token: string | undefined): Promise<Answer> {
  const { contentType, payload } = bodyOf(fuzzCase.body);
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(contentType ? { 'content-type': contentType } : {}),
    ...fuzzCase.headers,
  };
  const started = performance.now();
  counts.sent++;
  const response = await fetch(`${target.baseUrl}${urlOf(operation, fuzzCase)}`, {
    method: operation.method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  counts.slowestMs = Math.max(counts.slowestMs, ms);
  return { status: response.status, text, ms };
}

/**
 * An error with its cause: fetch says only "fetch failed", and the reason (a reset connection, a refused
 * one, a timeout) is in its cause.
 */
function describeError(error: unknown): string {
  // Not `instanceof Error`: fetch's errors come from another realm than the test's (jest's VM context).
  const textOf = (value: unknown): string =>
    typeof value === 'object' && value !== null && 'message' in value ? String(value.message) : String(value);
  const cause: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'cause') : undefined;
  if (typeof cause === 'object' && cause !== null) {
    const code: unknown = Reflect.get(cause, 'code');
    return `${textOf(error)} (${typeof code === 'string' ? `${code}: ` : ''}${textOf(cause)})`;
  }
  return textOf(error);
}

function problemOf(answer: Answer): string | undefined {
  if (answer.status >= 500) {
    counts.serverErrors++;
    return `answered ${answer.status}`;
  }
  const leak = LEAKS.find(([, pattern]) => pattern.test(answer.text));
  if (leak) {
    counts.leaks++;
    return `answered with ${leak[0]}`;
  }
  if (answer.ms > SLOW_MS) {
    counts.slow++;
    return `answered after ${answer.ms} ms (over ${SLOW_MS} ms)`;
  }
  return undefined;
}

function excerpt(text: string, length = 600): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
}

/** The product's last console lines (its warnings and errors), each cut short. */
function productLog(): string {
  return readFileSync(target.logFile, 'utf8')
    .split('\n')
    .slice(-6)
    .map((line) => excerpt(line, 400))
    .join('\n');
}

class HostileAnswer extends Error {}

function describeCase(operation: Operation, fuzzCase: FuzzCase): string {
  const { contentType, payload } = bodyOf(fuzzCase.body);
  const body =
    fuzzCase.body?.kind === 'multipart'
      ? JSON.stringify(fuzzCase.body)
      : typeof payload === 'string'
        ? payload
        : '';
  return [
    `${operation.method} ${urlOf(operation, fuzzCase)}`,
    `headers: ${excerpt(JSON.stringify(fuzzCase.headers), 300)}`,
    contentType ? `content-type: ${contentType}` : '',
    body ? `body: ${excerpt(body, 300)}` : '',
  ]
    .filter(Boolean)
    .join('\n  ');
}

afterAll(() => {
  process.stdout.write(
    `\nFuzz tier: ${counts.sent} requests sent to ${operations.length} operations as ${CALLERS.length} callers (seed ${SEED}); ` +
      `answers >= 500: ${counts.serverErrors}, with a stack or SQL: ${counts.leaks}, slower than ${SLOW_MS} ms: ${counts.slow} ` +
      `(slowest ${counts.slowestMs} ms)\n`,
  );
});

describe('the gateway under hostile input (every operation of its OpenAPI document)', () => {
  it('documents the operations it serves', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  describe.each(CALLERS)('as %s', (caller: Caller) => {
    const token = caller === 'no token' ? undefined : target.tokens[caller];

    it.each(operations.map((operation) => [`${operation.method} ${operation.template}`, operation] as const))(
      '%s: no 5xx, no stack or SQL, within 2 s',
      async (_name, operation) => {
        const property = fc.asyncProperty(fuzzCases(operation, token === undefined), async (fuzzCase) => {
          const answer = await send(operation, fuzzCase, token);
          const problem = problemOf(answer);
          if (problem) {
            throw new HostileAnswer(`${problem}: ${excerpt(answer.text)}`);
          }
        });
        // fast-check counts the examples among the runs: the catalog first, then RUNS random cases.
        const examples = catalogCases(operation).map((fuzzCase) => [fuzzCase] as [FuzzCase]);
        const result = await fc.check(property, {
          seed: SEED,
          path: process.env.FUZZ_PATH,
          numRuns: examples.length + RUNS,
          examples,
          endOnFailure: true,
        });
        if (result.failed) {
          const [failing] = result.counterexample ?? [];
          const error = result.errorInstance;
          throw new Error(
            [
              `${operation.method} ${operation.template} as ${caller}: ${describeError(error)}`,
              failing ? `request:\n  ${describeCase(operation, failing)}` : '',
              `replay: FUZZ_SEED=${result.seed} FUZZ_PATH=${result.counterexamplePath ?? ''} npx jest -c jest.config.fuzz.js -t '${operation.method} ${operation.template}'`,
              `the product's last lines:\n${productLog()}`,
            ].join('\n'),
          );
        }
      },
    );
  });
});
