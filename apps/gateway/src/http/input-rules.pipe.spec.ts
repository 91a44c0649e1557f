import { BadRequestException } from '@nestjs/common';
import { InputRulesPipe } from './input-rules.pipe';
import { idPipe, parseOptionalId } from './params';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('expected a 400');
}

describe(InputRulesPipe.name, () => {
  const sut = new InputRulesPipe();

  it.each([
    ['a path value', 'a\u0000b', { type: 'param', data: 'name' }, 'name must not contain a NUL character'],
    ['a query value', '\u0000', { type: 'query', data: 'code' }, 'code must not contain a NUL character'],
    [
      'the rest of a wildcard path',
      'a/\u0000',
      { type: 'param', data: '*' },
      'The path must not contain a NUL character',
    ],
    ['a body field', { id: 1e20 }, { type: 'body' }, 'id must be a number from -2147483648 to 2147483647'],
    [
      'a query value given twice',
      ['name', 'newest'],
      { type: 'query', data: 'sort' },
      'sort must be given once',
    ],
    [
      "a value of a route's whole query given twice",
      { status: 'active', offset: ['10', '20'] },
      { type: 'query' },
      'offset must be given once',
    ],
    [
      'a body nested past the limit',
      JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
      { type: 'body' },
      'The request body is nested too deeply (at most 16 levels)',
    ],
  ] as const)('refuses %s with a 400 naming it', (_name, value, metadata, message) => {
    expect(messageOf(() => sut.transform(value, metadata))).toBe(message);
  });

  it('passes good values through unchanged, and leaves custom arguments alone', () => {
    const body = { name: 'Kape ni Juan', id: 12 };
    expect(sut.transform(body, { type: 'body' })).toBe(body);
    expect(sut.transform('\u0000', { type: 'custom' })).toBe('\u0000');
  });
});

describe('the id rule', () => {
  it.each([
    '99999999999999999999',
    '-99999999999999999999',
    '2147483648',
    '0',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    '0x10',
    '',
  ])('refuses the path id %j', (value) => {
    expect(messageOf(() => idPipe().transform(value, { type: 'param' }))).toBe(
      'id must be a whole number from 1 to 2147483647',
    );
  });

  it('takes every id from 1 to the largest Postgres integer', () => {
    expect(idPipe().transform('1', { type: 'param' })).toBe(1);
    expect(idPipe().transform('2147483647', { type: 'param' })).toBe(2147483647);
  });

  it('reads an optional query value within its own bounds', () => {
    expect(parseOptionalId(undefined, 'offset', { min: 0 })).toBeUndefined();
    expect(parseOptionalId('0', 'offset', { min: 0 })).toBe(0);
    expect(messageOf(() => parseOptionalId('101', 'limit', { max: 100 }))).toBe(
      'limit must be a whole number from 1 to 100',
    );
  });
});
