import { EntityManager, QueryFailedError } from 'typeorm';

const MANAGER = Symbol('TransactionScope.manager');

/**
 * A database transaction as a service sees it: something to hand to its repositories. Only repositories
 * open it (`managerOf`), so services never see TypeORM.
 */
export interface TransactionScope {
  readonly [MANAGER]: EntityManager;
}

/** The scope of a transaction TypeORM opened (the unit of work and the event inbox make them). */
export function transactionScope(manager: EntityManager): TransactionScope {
  return { [MANAGER]: manager };
}

/** For repositories: the EntityManager that runs a scope's statements. */
export function managerOf(scope: TransactionScope): EntityManager {
  return scope[MANAGER];
}

const UNIQUE_VIOLATION = '23505';

/**
 * Whether a statement failed on the unique index or constraint over `column` (Postgres names it in the
 * detail). Repositories turn such a failure into their service's domain error.
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof QueryFailedError)) {
    return false;
  }
  const driverError = error.driverError as { code?: string; detail?: string };
  return driverError.code === UNIQUE_VIOLATION && (driverError.detail ?? '').includes(`(${column})`);
}
