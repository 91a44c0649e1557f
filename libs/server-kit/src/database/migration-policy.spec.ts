import pino from 'pino';
import { DataSource, MigrationExecutor, QueryFailedError, QueryRunner } from 'typeorm';
import { StartupError } from '../process/startup-error';
import { runPendingMigrations } from './migration-policy';

jest.mock('typeorm', () => ({
  ...jest.requireActual<typeof import('typeorm')>('typeorm'),
  MigrationExecutor: jest.fn(),
}));

const STATEMENT = 'ALTER TABLE "things"."things" ADD "name" text';

function lockTimeout(): QueryFailedError {
  return new QueryFailedError(
    STATEMENT,
    [],
    Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
  );
}

/** Each attempt's result, in order: an error to throw, or the names of the migrations it applied. */
function scriptExecutor(...results: (Error | string[])[]): { attempts: () => number } {
  let attempts = 0;
  jest.mocked(MigrationExecutor).mockImplementation(
    () =>
      ({
        executePendingMigrations: () => {
          attempts++;
          const result = results.shift() ?? [];
          return result instanceof Error
            ? Promise.reject(result)
            : Promise.resolve(result.map((name) => ({ name })));
        },
      }) as unknown as MigrationExecutor,
  );
  return { attempts: () => attempts };
}

function recordingLogger(): {
  logger: pino.Logger;
  lines: { msg: string; attempt?: number; statement?: string }[];
} {
  const lines: { msg: string; attempt?: number; statement?: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { logger, lines };
}

describe(runPendingMigrations.name, () => {
  const queries: string[] = [];
  const runner = { query: (sql: string) => Promise.resolve(queries.push(sql)) } as unknown as QueryRunner;
  const dataSource = {} as DataSource;
  const POLICY = { lockTimeoutMs: 300, attempts: 3, retryDelayMs: 1 };

  beforeEach(() => {
    queries.length = 0;
  });

  it('tries again after a lock timeout, logging each retry, and returns what it applied', async () => {
    const executor = scriptExecutor(lockTimeout(), lockTimeout(), ['AddName1795900000000']);
    const { logger, lines } = recordingLogger();

    const applied = await runPendingMigrations(dataSource, runner, 'things', logger, POLICY);

    expect(applied).toEqual(['AddName1795900000000']);
    expect(executor.attempts()).toBe(3);
    const retries = lines.filter((line) => line.msg.includes('waited longer than lock_timeout'));
    expect(retries.map((line) => [line.attempt, line.statement])).toEqual([
      [1, STATEMENT],
      [2, STATEMENT],
    ]);
    expect(retries[1]?.msg).toContain('trying again in 0.002 s');
    expect(queries).toEqual(['SET lock_timeout = 300', 'RESET lock_timeout']);
  });

  it('gives up after the policy’s attempts with a StartupError naming the statement', async () => {
    const executor = scriptExecutor(lockTimeout(), lockTimeout(), lockTimeout(), lockTimeout());
    const { logger, lines } = recordingLogger();

    const failure = runPendingMigrations(dataSource, runner, 'things', logger, POLICY);

    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(`for a lock, 3 times: ${STATEMENT}`);
    expect(executor.attempts()).toBe(3);
    expect(lines.filter((line) => line.msg.includes('trying again'))).toHaveLength(2);
    expect(queries).toEqual(['SET lock_timeout = 300', 'RESET lock_timeout']);
  });

  it('does not retry another failure', async () => {
    const broken = new QueryFailedError(
      'SELECT nonsense',
      [],
      Object.assign(new Error('syntax'), { code: '42601' }),
    );
    const executor = scriptExecutor(broken);

    await expect(
      runPendingMigrations(dataSource, runner, 'things', recordingLogger().logger, POLICY),
    ).rejects.toBe(broken);
    expect(executor.attempts()).toBe(1);
    expect(queries).toEqual(['SET lock_timeout = 300', 'RESET lock_timeout']);
  });
});
