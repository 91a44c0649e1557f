import { BeforeApplicationShutdown, INestApplicationContext, OnApplicationShutdown } from '@nestjs/common';
import type { StopDeadline } from './process-lifecycle';

/** The signals an app stops on: an orchestrator's SIGTERM, a terminal's Ctrl-C. */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export interface StopSteps {
  /** After the app's server has finished its requests: closes what it used (bus, databases, tracing). */
  afterServer(): Promise<void>;
}

/**
 * What an app does when Nest's shutdown hooks stop it (`stopWithShutdownHooks`), as a provider of its root
 * module: starts the deadline, and once Nest has closed the HTTP server (the requests in flight answered,
 * their replies still coming over the bus) runs `afterServer`. Nest runs the sequence once: a signal that
 * comes while it runs (one Ctrl-C reaches `npm start`'s launcher and the app, and the launcher passes it on)
 * is ignored, not Node's default kill that would leave the embedded database's lock behind.
 */
export class ShutdownSequence implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly steps: StopSteps,
    private readonly deadline: StopDeadline,
  ) {}

  /** Exits 1 if the stop outlasts the deadline; cleared when the stop ends. */
  private overdue?: NodeJS.Timeout;

  beforeApplicationShutdown(signal?: string): void {
    this.deadline.logger.info(`${signal ?? 'close'}: stopping`);
    this.overdue = setTimeout(() => {
      this.deadline.logger.error({ timeoutMs: this.deadline.timeoutMs }, 'stopping took too long; exiting');
      process.exit(1);
    }, this.deadline.timeoutMs).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await this.steps.afterServer();
    } catch (error) {
      this.deadline.logger.error({ err: error }, 'stopping failed');
      process.exit(1);
    } finally {
      clearTimeout(this.overdue);
    }
  }
}

/**
 * Stops the app on SIGTERM or SIGINT with Nest's shutdown hooks (its providers' `beforeApplicationShutdown`
 * and `onApplicationShutdown`, a `ShutdownSequence` among them), then exits 0.
 */
export function stopWithShutdownHooks(app: INestApplicationContext): void {
  app.enableShutdownHooks([...STOP_SIGNALS], { useProcessExit: true });
}
