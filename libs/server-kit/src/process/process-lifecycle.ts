/** Runs an app's entry point; a start-up failure prints its message (a config error, say) and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
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
