import { readFileSync } from 'node:fs';
import { OpenApiDocument } from './openapi-operations';

/** The callers the fuzz tier sends every operation as, in order (the admin last: its deletions come last). */
export const CALLERS = ['no token', 'a member', 'a store owner', 'an administrator'] as const;
export type Caller = (typeof CALLERS)[number];

/** What the global set-up started and wrote down for the fuzz spec: the running product and its callers. */
export interface FuzzTarget {
  baseUrl: string;
  /** The product's console (its warnings and errors), for the failure messages. */
  logFile: string;
  document: OpenApiDocument;
  tokens: Record<Exclude<Caller, 'no token'>, string>;
}

export const FUZZ_TARGET_ENV = 'STAMP_FUZZ_TARGET';

export function readFuzzTarget(): FuzzTarget {
  const file = process.env[FUZZ_TARGET_ENV];
  if (!file) {
    throw new Error(`${FUZZ_TARGET_ENV} is not set: run the fuzz tier with npm run test:fuzz`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as FuzzTarget;
}
