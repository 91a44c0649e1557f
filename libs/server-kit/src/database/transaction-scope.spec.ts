import { EntityManager, QueryFailedError } from 'typeorm';
import { isUniqueViolation, managerOf, transactionScope } from './transaction-scope';

/** What the pg driver raises, wrapped as TypeORM wraps it. */
function databaseError(code: string, detail: string): QueryFailedError {
  const driverError = Object.assign(new Error('database error'), { code, detail });
  return new QueryFailedError('INSERT INTO "stores" ...', [], driverError);
}

describe(isUniqueViolation.name, () => {
  it('recognises a unique violation on the column asked about', () => {
    expect(isUniqueViolation(databaseError('23505', 'Key (code)=(ABC123) already exists.'), 'code')).toBe(
      true,
    );
  });

  it('tells a unique violation on another column apart', () => {
    expect(isUniqueViolation(databaseError('23505', 'Key (id)=(100) already exists.'), 'code')).toBe(false);
  });

  it('tells another database error on the column apart', () => {
    expect(isUniqueViolation(databaseError('22001', 'Key (code)=(ABCDEFG) is too long.'), 'code')).toBe(
      false,
    );
  });

  it('is false for an error that did not come from a statement', () => {
    expect(isUniqueViolation(new Error('duplicate key (code)'), 'code')).toBe(false);
  });
});

describe(transactionScope.name, () => {
  it('gives repositories back the manager it wraps', () => {
    const manager = {} as EntityManager;

    expect(managerOf(transactionScope(manager))).toBe(manager);
  });
});
