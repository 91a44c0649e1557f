import { useState } from 'react';

import { useMessages } from '../../i18n';
import { useTokenPasswordForm } from '../../passwords';
import { useSetOwnerPassword } from '../api/storeOwnerApi';

/**
 * /mobile/store-owner/set-password?token=…: the mailed token and the owner password (typed twice, 8+
 * characters and not a common one) → POST /api/v1/store/owner-password; then the page says where to sign in.
 */
export function useOwnerSetPasswordForm(token: string) {
  const t = useMessages();
  const set = useSetOwnerPassword();
  const [status, setStatus] = useState<string | null>(null);
  const form = useTokenPasswordForm(token, async (password) => {
    await set.mutateAsync({ body: { token, password } });
    setStatus(t.ownerPasswordSet);
  });
  return { ...form, status };
}
