/**
 * A dependency an app could not start without (the database, NATS, the mail server, the port), with what
 * went wrong and what the operator can do about it. `runMain` prints it as two plain lines, not a stack.
 */
export class StartupError extends Error {
  constructor(
    /** What failed, as an operator names it: "PostgreSQL", "NATS", "the SMTP server", ... */
    readonly dependency: string,
    /** What happened, e.g. "connect ECONNREFUSED 127.0.0.1:5432 (postgres://stamp:***@db:5432/stamp)". */
    readonly problem: string,
    /** What to do, e.g. "Start PostgreSQL, or set DATABASE_URL to a server that accepts connections." */
    readonly fix: string,
  ) {
    super(`${dependency}: ${problem}`);
    this.name = 'StartupError';
  }
}

/** The message of an error, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(messageOf).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/** A URL with its password masked, for messages and logs. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      parsed.password = '***';
    }
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** Runs `step`; a failure becomes a StartupError naming the dependency and the fix. */
export async function startingWith<T>(dependency: string, fix: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof StartupError) {
      throw error;
    }
    throw new StartupError(dependency, messageOf(error), fix);
  }
}

/** A collaborator that reaches outside the process (a mail server, a folder), checked once at start-up. */
export interface CheckedAtStartup {
  checkAtStartup(): Promise<void>;
}

export function isCheckedAtStartup(value: unknown): value is CheckedAtStartup {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<CheckedAtStartup>).checkAtStartup === 'function'
  );
}
