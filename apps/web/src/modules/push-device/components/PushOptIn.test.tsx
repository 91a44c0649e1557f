import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { setApiSession } from '../../api';
import { LocaleProvider } from '../../i18n';
import { memberToken, saveMemberLogin } from '../../session';
import { usePushDeviceRegistration } from '../hooks/usePushDeviceRegistration';
import { resetDeviceRegistration } from '../pushDevice';
import { PushOptIn } from './PushOptIn';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'p', auth: 'a' },
};
const DEVICE = 'POST /api/v1/push/device';

const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn<(options: PushSubscriptionOptionsInit) => Promise<unknown>>();

/** Stand-ins for the browser's constructors (jsdom has neither); only their presence and statics count. */
const FakeNotification = Object.assign(vi.fn(), {
  permission: 'default',
  requestPermission,
});

/** The member app around the button: the registration hook posts the device's token. */
function Screen() {
  usePushDeviceRegistration();
  return <PushOptIn />;
}

function renderOptIn() {
  render(
    <LocaleProvider locale="en">
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe(PushOptIn.name, () => {
  beforeEach(() => {
    FakeNotification.permission = 'default';
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('PushManager', vi.fn());
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager: { subscribe } }) },
    });
    requestPermission.mockResolvedValue('granted');
    subscribe.mockResolvedValue(SUBSCRIPTION);
    gateway.on('GET /api/v1/push/web-push-key', { status: 200, body: { public_key: KEY } });
    gateway.on(DEVICE, { status: 201, body: {} });
    resetDeviceRegistration();
    setApiSession(memberToken, () => undefined);
    saveMemberLogin('member-token-1', 'juan@example.ph', false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    requestPermission.mockReset();
    subscribe.mockReset();
  });

  it('asks nothing on load: the prompt comes only from the tap', async () => {
    renderOptIn();

    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeDefined();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(gateway.calls).toEqual([]);
  });

  it('on a tap, subscribes with the server’s VAPID key and registers the subscription as a web device', async () => {
    renderOptIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText('Notifications are on.')).toBeDefined();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect((options?.applicationServerKey as Uint8Array).length).toBe(65);
    await vi.waitFor(() => {
      expect(gateway.callsTo(DEVICE).map((call) => call.body)).toEqual([
        { token: JSON.stringify(SUBSCRIPTION), platform: 'web' },
      ]);
    });
  });

  it('says notifications are blocked when the member refuses, and registers nothing', async () => {
    requestPermission.mockImplementation(() => {
      FakeNotification.permission = 'denied';
      return Promise.resolve('denied');
    });
    renderOptIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText("Notifications are blocked in this browser's settings.")).toBeDefined();
    expect(subscribe).not.toHaveBeenCalled();
    expect(gateway.callsTo(DEVICE)).toEqual([]);
  });

  it('shows nothing inside a native wrapper (the bridge brings its token)', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 13; wv) StampApp-Android/1.4.0',
    );
    renderOptIn();

    expect(screen.queryByRole('button')).toBeNull();
    vi.restoreAllMocks();
  });
});
