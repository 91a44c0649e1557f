import { BeforeApplicationShutdown } from '@nestjs/common';

/** The gateway's own state for `/readyz`: switched off first thing when it is told to stop. */
export class GatewayReadiness implements BeforeApplicationShutdown {
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Nest's shutdown hooks call it first, before the HTTP server stops accepting. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
  }
}
