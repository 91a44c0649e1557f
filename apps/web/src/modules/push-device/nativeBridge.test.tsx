import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { gateway } from '../../test/fakeGateway';
import { setApiSession } from '../api';
import { memberToken, saveMemberLogin } from '../session';
import { usePushDeviceRegistration } from './hooks/usePushDeviceRegistration';
import { PUSH_TOKEN_MESSAGE, installNativeBridge } from './nativeBridge';
import { resetDeviceRegistration } from './pushDevice';
import { nativeWrapper } from './utils/nativeWrapper';

const CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A045F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_WRAPPER = `Mozilla/5.0 (Linux; Android 13; SM-A045F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 StampApp-Android/1.4.0`;
const IOS_WRAPPER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StampApp-iOS/1.4.0';
const DEVICE = 'POST /api/v1/push/device';

describe(nativeWrapper.name, () => {
  it('tells the Android and iOS wrappers by their agent marker, and a plain browser by its absence', () => {
    expect(nativeWrapper(ANDROID_WRAPPER)).toBe('android');
    expect(nativeWrapper(IOS_WRAPPER)).toBe('ios');
    expect(nativeWrapper(CHROME)).toBeNull();
    expect(nativeWrapper(`${CHROME} StampApp-Android`)).toBeNull();
    expect(nativeWrapper(`${CHROME} NotStampApp-Android/1.0`)).toBeNull();
  });
});

/** A member-app screen with the registration hook and a link to another route. */
function Screen() {
  usePushDeviceRegistration();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/home')}>
      next
    </button>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/mobile/login']}>
      <Screen />
    </MemoryRouter>,
  );
}

describe('the native bridge', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_WRAPPER);
    gateway.on(DEVICE, { status: 201, body: { token: 'fcm-1', platform: 'android' } });
    resetDeviceRegistration();
    installNativeBridge();
    // As the member app does: the member's token goes with its calls.
    setApiSession(memberToken, () => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('posts the wrapper’s token once a member is logged in, once, and again after a new login', async () => {
    renderApp();
    act(() => {
      window.StampBridge?.setPushToken('fcm-1');
    });
    // No member yet: the token waits.
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(gateway.callsTo(DEVICE)).toEqual([]);

    saveMemberLogin('member-token-1', 'juan@example.ph', false);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await vi.waitFor(() => {
      expect(gateway.callsTo(DEVICE).map((call) => call.body)).toEqual([
        { token: 'fcm-1', platform: 'android' },
      ]);
    });
    expect(gateway.callsTo(DEVICE)[0]?.headers.get('authorization')).toBe('Bearer member-token-1');

    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    act(() => {
      window.StampBridge?.setPushToken('fcm-1');
    });
    expect(gateway.callsTo(DEVICE)).toHaveLength(1);

    saveMemberLogin('member-token-2', 'maria@example.ph', false);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await vi.waitFor(() => {
      expect(gateway.callsTo(DEVICE)).toHaveLength(2);
    });
    expect(gateway.callsTo(DEVICE)[1]?.headers.get('authorization')).toBe('Bearer member-token-2');
  });

  it('takes a renewed token at once, and a token posted as a message from the page’s own origin', async () => {
    saveMemberLogin('member-token-1', 'juan@example.ph', false);
    renderApp();
    act(() => {
      window.StampBridge?.setPushToken('fcm-1');
    });
    await vi.waitFor(() => {
      expect(gateway.callsTo(DEVICE)).toHaveLength(1);
    });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PUSH_TOKEN_MESSAGE, token: 'fcm-2' },
          origin: 'https://evil.example',
        }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PUSH_TOKEN_MESSAGE, token: 'fcm-2' },
          origin: window.location.origin,
        }),
      );
    });
    await vi.waitFor(() => {
      expect(gateway.callsTo(DEVICE).map((call) => call.body)).toEqual([
        { token: 'fcm-1', platform: 'android' },
        { token: 'fcm-2', platform: 'android' },
      ]);
    });
  });

  it('takes no token in a plain browser (that is Web Push’s part)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    saveMemberLogin('member-token-1', 'juan@example.ph', false);
    renderApp();
    act(() => {
      window.StampBridge?.setPushToken('fcm-1');
    });
    await userEvent.click(screen.getByRole('button', { name: 'next' }));

    expect(gateway.callsTo(DEVICE)).toEqual([]);
  });
});
