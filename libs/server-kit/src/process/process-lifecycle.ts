import { ConfigError } from '../config/load-config';
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

/** Runs an app's entry point; a start-up failure prints what failed and how to fix it, and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(startupFailureMessage(error));
    process.exit(1);
  });
}

/** On SIGTERM or SIGINT, stops the app cleanly (closes what `stop` closes), then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  const handle = () => {
    void stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
