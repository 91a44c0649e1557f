import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

function pgError(code: string, message = 'pg error'): Error {
  return Object.assign(new Error(message), { code });
}

describe(isDatabaseUnavailable.name, () => {
  it.each([
    [
      'the server shutting down (57P01)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
    ['a refused connection inside TypeORM', new QueryFailedError('SELECT 1', [], pgError('ECONNRESET'))],
    ['a shutdown as an error cause', new Error('stamp failed', { cause: pgError('57P01') })],
    [
      "a hot statement's connection closed under it (postgres.js)",
      pgError('CONNECTION_CLOSED', 'write CONNECTION_CLOSED postgres:5432'),
    ],
    ["a hot statement's connection destroyed (postgres.js)", pgError('CONNECTION_DESTROYED')],
    ['no hot connection in time (postgres.js)', pgError('CONNECT_TIMEOUT')],
  ])('says yes to %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a serialization failure', pgError('40001')],
    ['a plain error', new Error('boom')],
    ['something not an error', { code: '57P01' }],
  ])('says no to %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
