import { config } from 'zod/v4/core';

/**
 * Zod compiles object schemas with `new Function` when it may; the page's Content-Security-Policy forbids
 * that (no 'unsafe-eval'), and zod's probe for it is itself a violation the browser reports. Imported by AdminApp and by
 * each member-app schema (zod and zod/mini share this setting): zod then checks without compiling.
 */
config({ jitless: true });
