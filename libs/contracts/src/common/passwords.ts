import { createRequire } from 'node:module';
import type { dictionary as CommonDictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, ValidationOptions } from 'class-validator';
import { MESSAGES, commonPasswordSet, isShortStampPassword, isWeakPassword } from '@stamp/shared';

/** The rule of a new account password, for the OpenAPI document. */
export const ACCOUNT_PASSWORD_RULE =
  'A password set from now on has at least 8 characters and is not a commonly used password (else 400 ' +
  `"${MESSAGES.weakPassword}"); passwords set before keep working at login.`;

/** The rule of a new stamp password, for the OpenAPI document. */
export const STAMP_PASSWORD_RULE =
  'A stamp password set from now on has at least 6 characters (else 400 ' +
  `"${MESSAGES.stampPasswordTooShort}"); shorter ones set before keep stamping.`;

/** The maintained list of common passwords (docs/decisions/0007-common-passwords-list.md). */
const COMMON_PASSWORDS_PACKAGE = '@zxcvbn-ts/language-common';

const load = createRequire(__filename);
let common: ReadonlySet<string> | undefined;

/**
 * The common passwords as a Set, built on first use and kept: loading the list costs about 15 MB and 50 ms,
 * so only the processes that check a new password (the gateway, the member service) pay for it, once.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = load(COMMON_PASSWORDS_PACKAGE) as { dictionary: typeof CommonDictionary };
    common = commonPasswordSet(dictionary['passwords-common']);
  }
  return common;
}

/** Whether a new password of a member, an administrator or a store owner keeps the rule (8+, not common). */
export function isAcceptablePassword(password: string): boolean {
  return !isWeakPassword(password, commonPasswords());
}

/**
 * The rule for a password a member, an administrator or a store owner sets (api-contract.md, third
 * revision): at least 8 characters and not a commonly used password, else
 * 'Password must be at least 8 characters and not a commonly used password.'. Only where a password is
 * set: a login compares with whatever was set before.
 */
export function IsAccountPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAccountPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isAcceptablePassword(value),
        defaultMessage: () => MESSAGES.weakPassword,
      },
    },
    options,
  );
}

/**
 * A stamp password being set has at least 6 characters ('The stamp password must be at least 6
 * characters.'); stores keep stamping with the shorter ones they have.
 */
export function IsStampPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStampPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !isShortStampPassword(value),
        defaultMessage: () => MESSAGES.stampPasswordTooShort,
      },
    },
    options,
  );
}
