import { validateSync } from 'class-validator';
import { MESSAGES } from '@stamp/shared';
import { IsAccountPassword, IsStampPassword, commonPasswords, isAcceptablePassword } from './passwords';

class OwnerPasswordForm {
  @IsAccountPassword() owner_password!: unknown;
}

class StampPasswordForm {
  @IsStampPassword() password!: unknown;
}

function messagesOf(form: object): string[] {
  return validateSync(form).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe(isAcceptablePassword.name, () => {
  it('refuses a password under 8 characters', () => {
    expect(isAcceptablePassword('kape123')).toBe(false);
    expect(isAcceptablePassword('kape1234')).toBe(true);
  });

  it('refuses the commonly used passwords of the list, in any case', () => {
    for (const password of ['password', 'Password1', 'SUNSHINE', 'qwertyuiop', '1q2w3e4r', 'iloveyou']) {
      expect({ password, acceptable: isAcceptablePassword(password) }).toEqual({
        password,
        acceptable: false,
      });
    }
  });

  it('looks the passwords up in a list of more than 10,000 entries, built once', () => {
    expect(commonPasswords().size).toBeGreaterThan(10_000);
    expect(commonPasswords()).toBe(commonPasswords());
  });
});

describe(IsAccountPassword.name, () => {
  it('answers the contract message for a short or common password, and nothing for a good one', () => {
    const form = (owner_password: unknown) => Object.assign(new OwnerPasswordForm(), { owner_password });

    expect(messagesOf(form('short'))).toEqual([MESSAGES.weakPassword]);
    expect(messagesOf(form('football'))).toEqual([MESSAGES.weakPassword]);
    expect(messagesOf(form(12345678))).toEqual([MESSAGES.weakPassword]);
    expect(messagesOf(form('kape-ni-juan-2024'))).toEqual([]);
  });
});

describe(IsStampPassword.name, () => {
  it('answers the contract message for a stamp password under 6 characters', () => {
    const form = (password: unknown) => Object.assign(new StampPasswordForm(), { password });

    expect(messagesOf(form('4321'))).toEqual([MESSAGES.stampPasswordTooShort]);
    expect(messagesOf(form('432109'))).toEqual([]);
  });
});
