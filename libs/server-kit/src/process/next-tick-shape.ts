import { createHook } from 'node:async_hooks';

/** The one `process.nextTick` entry this process keeps (see `keepNextTickShape`). */
const kept: object[] = [];

/**
 * Keeps one `process.nextTick` entry alive for the life of the process, so that V8 keeps the hidden class
 * ("map") every entry is built with (docs/operations.md, "Memory").
 *
 * Node builds each entry as an object literal with computed keys, and V8 holds the maps such a literal
 * passes through only weakly. Once a garbage collection finds no entry alive (an idle process: a few
 * seconds after start-up), it frees those maps and the next entry builds new ones. After a few rounds the
 * literal's inline caches give up (megamorphic) for good, and every `nextTick` (several per HTTP request,
 * in Node's streams) defines its properties through the V8 runtime: 3.5 µs of the gateway's 47 µs per
 * `GET /healthz` (`perf`, docs/benchmarks.md, 25 Nov 2026). One entry kept alive keeps its maps, and the
 * caches stay monomorphic.
 *
 * The entry is caught by an async hook that is enabled for that one call only: no hook stays enabled.
 */
export function keepNextTickShape(): void {
  if (kept.length > 0) {
    return;
  }
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') {
        kept.push(resource);
      }
    },
  }).enable();
  try {
    process.nextTick(keptTickCallback);
  } finally {
    hook.disable();
  }
}

/** The entries `keepNextTickShape` keeps (one, once called): for its test. */
export function keptNextTicks(): readonly object[] {
  return [...kept];
}

function keptTickCallback(): void {
  // The entry only has to exist; running it does nothing.
}
