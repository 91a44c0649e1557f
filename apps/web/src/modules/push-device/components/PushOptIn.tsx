import { useState } from 'react';

import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { fetchWebPushKey } from '../api/webPushKey';
import { deviceToken, setDeviceToken } from '../pushDevice';
import { subscribeToWebPush, webPushSupported } from '../utils/webPush';

type OptIn = 'off' | 'busy' | 'on' | 'blocked' | 'failed';

function initialState(): OptIn {
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && deviceToken()?.platform === 'web' ? 'on' : 'off';
}

/**
 * Web Push in a plain browser: a button the member taps to turn notifications on (the browser's prompt
 * comes only from that tap, never on load). The subscription becomes this device's token, which the member
 * app registers with POST /api/v1/push/device (usePushDeviceRegistration). Nothing in the wrappers (they
 * use the native bridge) or in a browser without push.
 */
export function PushOptIn() {
  const t = useMessages();
  const [state, setState] = useState<OptIn>(() => (webPushSupported() ? initialState() : 'off'));
  if (!webPushSupported()) return null;

  const turnOn = async () => {
    setState('busy');
    try {
      const key = await fetchWebPushKey();
      const subscription = key ? await subscribeToWebPush(key) : null;
      if (!subscription) {
        setState(Notification.permission === 'denied' ? 'blocked' : 'failed');
        return;
      }
      setDeviceToken({ token: JSON.stringify(subscription), platform: 'web' });
      setState('on');
    } catch (error) {
      console.warn('Web Push subscription failed', error);
      setState('failed');
    }
  };

  if (state === 'on') return <p role="status">{t.pushOptInOn}</p>;
  if (state === 'blocked') return <p role="status">{t.pushOptInBlocked}</p>;
  return (
    <div>
      <Button type="button" disabled={state === 'busy'} onClick={() => void turnOn()}>
        {t.pushOptInButton}
      </Button>
      {state === 'failed' && <p role="alert">{t.pushOptInFailed}</p>}
    </div>
  );
}
