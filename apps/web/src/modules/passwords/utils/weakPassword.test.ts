import { catalogueFor } from '@stamp/shared';
import { describe, expect, it } from 'vitest';

import { loadCommonPasswords, weakPasswordProblem } from './weakPassword';

const en = catalogueFor('en');
const WEAK = 'Password must be at least 8 characters and not a commonly used password.';

describe(weakPasswordProblem.name, () => {
  it('refuses a password under 8 characters', async () => {
    await expect(weakPasswordProblem('kape123', en)).resolves.toBe(WEAK);
  });

  it("refuses the servers' common passwords, in any case", async () => {
    await expect(weakPasswordProblem('password', en)).resolves.toBe(WEAK);
    await expect(weakPasswordProblem('SunShine1', en)).resolves.toBe(WEAK);
  });

  it('accepts a password of 8 characters that is not a common one', async () => {
    await expect(weakPasswordProblem('kape1234', en)).resolves.toBeNull();
  });

  it('loads the list once', async () => {
    const first = await loadCommonPasswords();

    expect(first?.size).toBeGreaterThan(10_000);
    await expect(loadCommonPasswords()).resolves.toBe(first);
  });
});
