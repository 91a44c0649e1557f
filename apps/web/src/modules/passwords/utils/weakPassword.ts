import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  characterCount,
  commonPasswordSet,
  isWeakPassword,
  type Catalogue,
} from '@stamp/shared';

let loading: Promise<ReadonlySet<string> | null> | undefined;

/**
 * The common passwords the servers refuse (docs/decisions/0007-common-passwords-list.md), as a Set built
 * once. The list is a chunk of its own, fetched only by a form that sets a password (the first time its
 * password is typed, or at the latest on submit) and left out of the offline shell. Null when it cannot be
 * fetched: the form submits, and the server's answer says the same sentence.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string> | null> {
  loading ??= import('./commonPasswordList').then(
    ({ dictionary }) => commonPasswordSet(dictionary['passwords-common']),
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}

/**
 * The contract's message for a new password of a member or an administrator that breaks the rule (fewer
 * than 8 characters, or a commonly used one), or null. The length is known at once; the list once loaded.
 */
export async function weakPasswordProblem(password: string, t: Catalogue): Promise<string | null> {
  if (characterCount(password) < ACCOUNT_PASSWORD_MIN_LENGTH) return t.weakPassword;
  const common = await loadCommonPasswords();
  return common && isWeakPassword(password, common) ? t.weakPassword : null;
}
