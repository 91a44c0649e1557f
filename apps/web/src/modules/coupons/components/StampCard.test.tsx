import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import {
  STORE,
  coupon,
  dropConnection,
  heldAnswer,
  keysOf,
  logIn,
  setOnline,
  ticket,
} from '../../../test/loyaltyFixtures';
import { renderMobile } from '../../../test/renderMobile';
import { endApiSession, setApiSession } from '../../api';
import { memberToken } from '../../session';
import { StampCard } from './StampCard';

const ADD = 'POST /api/v1/coupon/81/add';

function renderStampPage(locale: 'en' | 'ko' | 'fil' = 'en') {
  return renderMobile(<StampCard storeId={STORE.id} />, '/store/coupon/12', undefined, locale);
}

async function openPrompt(slotName = 'Add stamp 3') {
  await userEvent.click(await screen.findByRole('button', { name: slotName }));
  return screen.getByRole('dialog', { name: 'Stamp password' });
}

async function stampWith(password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Stamp password' });
  const field = within(dialog).getByLabelText('Store password');
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(within(dialog).getByRole('button', { name: /Add stamp|Try again/ }));
}

/** As MobileApp does: the member's token goes with the calls from a layout effect, set after the render. */
function MemberSession({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    setApiSession(memberToken, () => undefined);
    return endApiSession;
  }, []);
  return children;
}

describe(StampCard.name, () => {
  beforeEach(() => {
    logIn();
    gateway.on('GET /api/v1/store/12', { status: 200, body: STORE });
    gateway.on('GET /api/v1/coupon/member=7/mission=3', { status: 200, body: coupon(2) });
  });
  afterEach(() => {
    setOnline(true);
  });

  it('shows the store, the mission and a slot per stamp: the stamped ones marked, the last a win stamp', async () => {
    renderStampPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kape ni Juan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Buy 4 coffees, get 1 free' })).toBeTruthy();
    expect(screen.getByText('2 of 4 stamps')).toBeTruthy();
    const slots = within(screen.getByRole('list', { name: 'Stamps' })).getAllByRole('listitem');
    expect(slots.map((slot) => slot.textContent)).toEqual([
      'Stamp 1: stamped',
      'Stamp 2: stamped',
      '3',
      'winWin stamp 4',
    ]);
    expect(screen.getAllByRole('button', { name: /stamp/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Store information' }).getAttribute('href')).toBe(
      '/store/coupon/12/Map',
    );
  });

  it('shows the card frame and what to do while its store, member and card load, and says it is loading', async () => {
    const store = heldAnswer({ status: 200, body: STORE });
    gateway.on('GET /api/v1/store/12', store.answer);
    renderStampPage();

    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Tap the next stamp and ask the staff for the store password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /stamp/i })).toBeNull();

    store.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kape ni Juan' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
  });

  it("sends the member's token with every one of its calls, the first ones too", async () => {
    endApiSession();
    renderMobile(
      <MemberSession>
        <StampCard storeId={STORE.id} />
      </MemberSession>,
      '/store/coupon/12',
    );

    expect(await screen.findByText('2 of 4 stamps')).toBeTruthy();
    expect(gateway.calls.map((call) => `${call.path} ${call.headers.get('authorization')}`)).toEqual(
      expect.arrayContaining([
        '/api/v1/store/12 Bearer member-jwt',
        '/wifi-user/me Bearer member-jwt',
        '/api/v1/coupon/member=7/mission=3 Bearer member-jwt',
      ]),
    );
    expect(gateway.calls.filter((call) => call.headers.get('authorization') === null)).toEqual([]);
  });

  it("names the page after the stamp card and its store, in the reader's language", async () => {
    renderStampPage();
    await screen.findByRole('heading', { level: 1, name: 'Kape ni Juan' });

    await waitFor(() => {
      expect(document.title).toBe('Stamp card · Kape ni Juan — Stamp');
    });
  });

  it('names the page in Korean for a Korean reader', async () => {
    renderStampPage('ko');
    await screen.findByRole('heading', { level: 1, name: 'Kape ni Juan' });

    await waitFor(() => {
      expect(document.title).toBe('스탬프 카드 · Kape ni Juan — Stamp');
    });
  });

  it("says 'Password is incorrect.' and keeps the password, then a new tap with a new key adds the stamp", async () => {
    let answers = 0;
    gateway.on(ADD, () =>
      ++answers === 1
        ? refusal(400, 'Password is incorrect.')
        : {
            status: 200,
            body: { completed: false, coupon: coupon(3), message: 'Stamp added successfully.' },
          },
    );
    renderStampPage();

    const dialog = await openPrompt();
    await stampWith('1111');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password is incorrect.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Store password').value).toBe('1111');

    gateway.on('GET /api/v1/coupon/member=7/mission=3', { status: 200, body: coupon(3) });
    await stampWith('4321');

    expect((await screen.findByRole('status')).textContent).toBe('Stamp added successfully.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('3 of 4 stamps')).toBeTruthy();
    const calls = gateway.callsTo(ADD);
    expect(calls.map((call) => call.body)).toEqual([{ password: '1111' }, { password: '4321' }]);
    const [first, second] = keysOf(calls);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('disables the button while the stamp is in flight, so a double tap sends one stamp', async () => {
    const slow = heldAnswer({
      status: 200,
      body: { completed: false, coupon: coupon(3), message: 'Stamp added successfully.' },
    });
    gateway.on(ADD, slow.answer);
    renderStampPage();

    const dialog = await openPrompt();
    await stampWith('4321');
    const sending = within(dialog).getByRole('button', { name: 'Stamping…' });
    expect(sending).toHaveProperty('disabled', true);
    await userEvent.click(sending);
    act(() => {
      slow.release();
    });

    expect((await screen.findByRole('status')).textContent).toBe('Stamp added successfully.');
    expect(gateway.callsTo(ADD)).toHaveLength(1);
  });

  it('says the connection was lost and tries the same tap again with the same Idempotency-Key', async () => {
    let answers = 0;
    gateway.on(ADD, () =>
      ++answers === 1
        ? dropConnection()
        : {
            status: 200,
            body: { completed: false, coupon: coupon(3), message: 'Stamp added successfully.' },
          },
    );
    renderStampPage();

    const dialog = await openPrompt();
    await stampWith('4321');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The connection was lost');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Store password').value).toBe('4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('status')).textContent).toBe('Stamp added successfully.');
    const [lost, retried] = keysOf(gateway.callsTo(ADD));
    expect(lost).toBeTruthy();
    expect(retried).toBe(lost);
  });

  it("completes the card on its last stamp: 'Mission complete! …' and the ticket to use", async () => {
    gateway.on('GET /api/v1/coupon/member=7/mission=3', { status: 200, body: coupon(3) });
    gateway.on(ADD, {
      status: 200,
      body: {
        completed: true,
        ticket: ticket(),
        message: 'Mission complete! Check your coupon in My Coupon page.',
      },
    });
    renderStampPage();

    await openPrompt('Win stamp 4');
    gateway.on('GET /api/v1/coupon/member=7/mission=3', refusal(404, 'No Stamp Coupon'));
    await stampWith('4321');

    expect((await screen.findByRole('status')).textContent).toBe(
      'Mission complete! Check your coupon in My Coupon page.',
    );
    expect(screen.getByRole('heading', { name: 'Your ticket is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use the ticket' }).getAttribute('href')).toBe(
      '/store/coupon/12/use/9',
    );
  });

  it('makes the card on the first stamp when the member has none', async () => {
    gateway.on('GET /api/v1/coupon/member=7/mission=3', refusal(404, 'No Stamp Coupon'));
    gateway.on('POST /api/v1/coupon/create', { status: 201, body: coupon(0) });
    gateway.on(ADD, {
      status: 200,
      body: { completed: false, coupon: coupon(1), message: 'Stamp added successfully.' },
    });
    renderStampPage();

    expect(await screen.findByText('0 of 4 stamps')).toBeTruthy();
    await openPrompt('Add stamp 1');
    await stampWith('4321');

    expect((await screen.findByRole('status')).textContent).toBe('Stamp added successfully.');
    expect(gateway.callsTo('POST /api/v1/coupon/create')[0]?.body).toEqual({ user_id: 7, mission_id: 3 });
  });

  it("says 'This mission is inactive.' on a tap when the mission takes no stamps, without a prompt", async () => {
    gateway.on('GET /api/v1/coupon/member=7/mission=3', { status: 200, body: coupon(2, false) });
    renderStampPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Add stamp 3' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This mission is inactive.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.callsTo(ADD)).toEqual([]);
  });

  it('says stamping needs a connection when the phone is offline', async () => {
    renderStampPage();
    await screen.findByText('2 of 4 stamps');
    act(() => {
      setOnline(false);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add stamp 3' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stamping needs a connection. Connect to the internet and try again.',
    );
    expect(gateway.callsTo(ADD)).toEqual([]);
  });

  it('closes the prompt on Escape and gives the focus back to the slot', async () => {
    renderStampPage();

    await openPrompt();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add stamp 3' }));
  });

  it('keeps the focus in the prompt: Tab past its last control comes back to the first', async () => {
    renderStampPage();

    const dialog = await openPrompt();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Store password'));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add stamp' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add stamp' }));
  });

  it('speaks Filipino: the refusal in the member’s language', async () => {
    gateway.on(ADD, refusal(400, 'Password is incorrect.'));
    renderStampPage('fil');

    await userEvent.click(await screen.findByRole('button', { name: 'Idagdag ang stamp 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Password ng stamp' });
    await userEvent.type(within(dialog).getByLabelText('Password ng tindahan'), '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Idagdag ang stamp' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mali ang password.');
  });

  describe('with a rotating code', () => {
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'BarcodeDetector');
    });

    it("opens the prompt with the counter's code from the link, and the member confirms it", async () => {
      gateway.on(ADD, {
        status: 200,
        body: { completed: false, message: 'Stamp added successfully.', coupon: coupon(3) },
      });
      renderMobile(<StampCard storeId={STORE.id} />, '/store/coupon/12?code=492039', '/store/coupon/12');

      const dialog = await screen.findByRole('dialog', { name: 'Stamp password' });
      expect(within(dialog).getByLabelText<HTMLInputElement>('Store password').value).toBe('492039');
      expect(gateway.callsTo(ADD)).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add stamp' }));

      expect((await screen.findByRole('status')).textContent).toBe('Stamp added successfully.');
      expect(gateway.callsTo(ADD)[0]?.body).toEqual({ password: '492039' });
    });

    it('ignores a link whose code is not six digits', async () => {
      renderMobile(<StampCard storeId={STORE.id} />, '/store/coupon/12?code=kape', '/store/coupon/12');

      await screen.findByRole('button', { name: 'Add stamp 3' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("offers 'Scan QR code' only where the browser can read QR codes", async () => {
      renderStampPage();
      expect(within(await openPrompt()).queryByRole('button', { name: 'Scan QR code' })).toBeNull();
    });

    it("offers 'Scan QR code' in the prompt where the browser has BarcodeDetector", async () => {
      Reflect.set(globalThis, 'BarcodeDetector', vi.fn());
      Reflect.set(navigator, 'mediaDevices', { getUserMedia: () => Promise.reject(new Error('denied')) });
      renderStampPage();

      const dialog = await openPrompt();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Scan QR code' }));

      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The camera could not be opened. Please type the code.',
      );
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });
  });
});
