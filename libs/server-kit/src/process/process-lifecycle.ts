import { setFlagsFromString } from 'node:v8';
import { ConfigError } from '../config/load-config';
import { keepNextTickShape } from './next-tick-shape';
import { StartupError } from './startup-error';

/** What a failed start prints: the settings to correct, or the dependency that failed and how to fix it. */
export function startupFailureMessage(error: unknown): string {
  if (error instanceof ConfigError) {
    return `${error.message}\nNothing was started (no database was opened): correct the settings above and start again.`;
  }
  if (error instanceof StartupError) {
    return `Could not start: ${error.dependency} failed: ${error.problem}\n  How to fix: ${error.fix}`;
  }
  return `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/**
 * The V8 setting every app runs with (docs/operations.md, "Memory"). Without it, a burst of requests (fifty
 * stamps in flight, each waiting on the bus) teaches V8 that the objects a request allocates outlive a
 * young-generation collection, and it allocates them straight into the old generation from then on: after
 * the burst, every request's short-lived objects wait for a full collection, which took 22 % of the
 * gateway's CPU on `/healthz` against 5 % before the burst (docs/benchmarks.md, 25 Nov 2026).
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

/**
 * Runs an app's entry point with `V8_FLAGS` and the nextTick shape kept (`keepNextTickShape`); a start-up
 * failure prints what failed and how to fix it, and exits 1.
 */
export function runMain(main: () => Promise<void>): void {
  for (const flag of V8_FLAGS) {
    setFlagsFromString(flag);
  }
  keepNextTickShape();
  main().catch((error: unknown) => {
    console.error(startupFailureMessage(error));
    process.exit(1);
  });
}

export interface StopDeadline {
  /** The longest a stop may take (SHUTDOWN_TIMEOUT_SECONDS); past it the process exits with code 1. */
  timeoutMs: number;
  logger: { info(message: string): void; error(object: object, message: string): void };
}

/**
 * On SIGTERM or SIGINT, stops the app cleanly (closes what `stop` closes), then exits 0; a stop that
 * fails or outlasts the deadline is logged and exits 1, before the orchestrator's SIGKILL would.
 *
 * A signal that comes while the app is stopping is only noted: one Ctrl-C in a terminal reaches both
 * `npm start`'s launcher and the app (one process group), and the launcher passes it on, so the app hears
 * it twice within milliseconds. Node's default for that second SIGINT would kill the app half-stopped,
 * its database lock left behind (2 of 5 Ctrl-C stops did, before). The deadline still bounds the stop.
 */
export function stopOnSignals(stop: () => Promise<void>, deadline?: StopDeadline): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      deadline?.logger.info(`${signal}: already stopping`);
      return;
    }
    stopping = true;
    deadline?.logger.info(`${signal}: stopping`);
    const overdue = deadline
      ? setTimeout(() => {
          deadline.logger.error({ timeoutMs: deadline.timeoutMs }, 'stopping took too long; exiting');
          process.exit(1);
        }, deadline.timeoutMs).unref()
      : undefined;
    stop().then(
      () => {
        clearTimeout(overdue);
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(overdue);
        deadline?.logger.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
