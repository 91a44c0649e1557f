import { MAX_INPUT_DEPTH, POSTGRES_INT_MAX, POSTGRES_INT_MIN, inputRuleViolation } from './input-rules';

describe(inputRuleViolation.name, () => {
  const sut = inputRuleViolation;

  it.each([
    ['text', 'Kape ni Juan'],
    ['text beyond the basic plane (a surrogate pair)', 'Kape ☕ 🍞'],
    ['the integer bounds', { low: POSTGRES_INT_MIN, high: POSTGRES_INT_MAX }],
    ['a fraction (its class decides whether it may be one)', 1.5],
    ['nesting up to the limit', JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH)}1${']'.repeat(MAX_INPUT_DEPTH)}`)],
    ['null, booleans and empty containers', [null, true, false, [], {}]],
  ])('lets %s through', (_name, value: unknown) => {
    expect(sut(value, 'body')).toBeUndefined();
  });

  it.each([
    [
      'a number past the integer range',
      { id: POSTGRES_INT_MAX + 1 },
      'id must be a number from -2147483648 to 2147483647',
    ],
    ['a number below it', { id: POSTGRES_INT_MIN - 1 }, 'id must be a number from -2147483648 to 2147483647'],
    ['an infinite number', { n: Infinity }, 'n must be a number from -2147483648 to 2147483647'],
    ['a NUL in text', { name: 'a\u0000b' }, 'name must not contain a NUL character'],
    ['a NUL in a field name', { 'a\u0000': 1 }, 'body must not contain a NUL character in a field name'],
    ['a NUL deep in an array', { keys: ['ok', ['\u0000']] }, 'keys[1][0] must not contain a NUL character'],
    ['a bare value', '\u0000', 'body must not contain a NUL character'],
    [
      'a lone high surrogate (JSON "\\ud800")',
      JSON.parse('{"email":"\\ud800"}') as unknown,
      'email must be valid Unicode text (it holds half of a surrogate pair)',
    ],
    [
      'a lone low surrogate after text',
      { name: 'ab\udc00' },
      'name must be valid Unicode text (it holds half of a surrogate pair)',
    ],
    [
      'a lone surrogate in a field name',
      { ['a\ud800']: 1 },
      'body must be valid Unicode text (it holds half of a surrogate pair) in a field name',
    ],
  ])('refuses %s', (_name, value: unknown, message) => {
    expect(sut(value, 'body')).toBe(message);
  });

  it('names the first field that breaks a rule, in order', () => {
    expect(sut({ a: 'ok', b: 1e20, c: '\u0000' }, 'body')).toBe(
      'b must be a number from -2147483648 to 2147483647',
    );
  });

  it('refuses nesting past the limit without walking it (no stack overflow at any depth)', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;

    expect(sut(deep, 'The request body')).toBe('The request body is nested too deeply (at most 16 levels)');
    const nested = JSON.parse(`${'{"a":'.repeat(MAX_INPUT_DEPTH)}1${'}'.repeat(MAX_INPUT_DEPTH)}`) as unknown;
    expect(sut({ a: nested }, 'body')).toBe('body is nested too deeply (at most 16 levels)');
  });
});
