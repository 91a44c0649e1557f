/**
 * Lines for the person who started the product (the first administrator's password), printed straight to
 * the console and never to the log, which may be shipped elsewhere.
 */
export interface ConsoleNotices {
  announce(lines: string[]): void;
}

export const CONSOLE_NOTICES = Symbol('CONSOLE_NOTICES');

/** Prints each notice at once (a service running alone). */
export class PrintedNotices implements ConsoleNotices {
  announce(lines: string[]): void {
    console.log(lines.join('\n'));
  }
}

/** Keeps the notices until `print()`: the launcher prints them last, after the address it runs on. */
export class HeldNotices implements ConsoleNotices {
  private readonly held: string[][] = [];

  announce(lines: string[]): void {
    this.held.push(lines);
  }

  print(): void {
    for (const lines of this.held.splice(0)) {
      console.log(lines.join('\n'));
    }
  }
}
