import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may; the page's Content-Security-Policy forbids
 * that (no 'unsafe-eval'), and zod's probe for it is itself a violation the browser reports. Imported once,
 * before the back-office's first schema runs: zod then checks without compiling.
 */
z.config({ jitless: true });
