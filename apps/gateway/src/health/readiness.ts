/** The gateway's own state for `/readyz`: switched off first thing when it is told to stop. */
export class GatewayReadiness {
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  markStopping(): void {
    this.stopping = true;
  }
}
