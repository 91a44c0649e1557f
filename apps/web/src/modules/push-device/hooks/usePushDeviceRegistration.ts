import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { registerDevice } from '../api/registerDevice';
import { onDeviceToken, registerDeviceOnce } from '../pushDevice';

/**
 * Registers the device's push token with the gateway when a member is logged in: when the token arrives,
 * and on every route change (so right after a login, which lands on another route).
 */
export function usePushDeviceRegistration(): void {
  const { key } = useLocation();
  const [tokens, setTokens] = useState(0);
  useEffect(
    () =>
      onDeviceToken(() => {
        setTokens((count) => count + 1);
      }),
    [],
  );
  useEffect(() => {
    void registerDeviceOnce(registerDevice);
  }, [key, tokens]);
}
