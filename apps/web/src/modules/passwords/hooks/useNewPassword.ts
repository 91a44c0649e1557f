import { useState } from 'react';

import { loadCommonPasswords } from '../utils/weakPassword';

/**
 * The value of a form's new-password field: the first character typed starts fetching the common-password
 * list, so it is there by the time the form is submitted.
 */
export function useNewPassword(): [string, (value: string) => void] {
  const [password, setPassword] = useState('');
  const change = (value: string) => {
    if (value) void loadCommonPasswords();
    setPassword(value);
  };
  return [password, change];
}
