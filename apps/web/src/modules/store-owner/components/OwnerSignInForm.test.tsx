import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { setApiSession } from '../../api';
import { MEMBER_STORAGE, STORE_OWNER_STORAGE } from '../../session';
import { OwnerSignInForm } from './OwnerSignInForm';

const FOUND = { id: 12, name: 'Kape ni Juan', code: 'K7Q2ZD' };

describe(OwnerSignInForm.name, () => {
  afterEach(() => {
    setApiSession(
      () => null,
      () => undefined,
    );
  });

  it('signs in with the code, the store e-mail and password, keeps the store token and opens the menu', async () => {
    setApiSession(() => 'member-jwt', vi.fn());
    gateway.on('POST /api/v1/store/login', { status: 200, body: { token: 'store-jwt', store: { id: 12 } } });
    renderMobile(<OwnerSignInForm store={FOUND} />);

    expect(screen.getByText('Kape ni Juan')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Store e-mail'), 'owner@kapenijuan.ph');
    await userEvent.type(screen.getByLabelText('Owner password'), '4321{Enter}');

    expect((await screen.findByTestId('landing')).textContent).toContain('/mobile/store-menu/12');
    const call = gateway.callsTo('POST /api/v1/store/login')[0];
    expect(call?.body).toEqual({ code: 'K7Q2ZD', email: 'owner@kapenijuan.ph', password: '4321' });
    // The sign-in goes without the member's token: a refusal must not end the member's session.
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(sessionStorage.getItem(STORE_OWNER_STORAGE.token)).toBe('store-jwt');
    expect(sessionStorage.getItem(STORE_OWNER_STORAGE.storeId)).toBe('12');
  });

  it("says 'Please check your email and password.' on a refusal, keeps no token and the member's login", async () => {
    const endMemberSession = vi.fn();
    setApiSession(() => 'member-jwt', endMemberSession);
    localStorage.setItem(MEMBER_STORAGE.token, 'member-jwt');
    gateway.on('POST /api/v1/store/login', refusal(401, 'Please check your email and password.'));
    renderMobile(<OwnerSignInForm store={FOUND} />);

    await userEvent.type(screen.getByLabelText('Store e-mail'), 'owner@kapenijuan.ph');
    await userEvent.type(screen.getByLabelText('Owner password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(sessionStorage.getItem(STORE_OWNER_STORAGE.token)).toBeNull();
    expect(localStorage.getItem(MEMBER_STORAGE.token)).toBe('member-jwt');
    expect(endMemberSession).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the gateway', async () => {
    renderMobile(<OwnerSignInForm store={FOUND} />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(document.activeElement).toBe(screen.getByLabelText('Store e-mail'));
    expect(gateway.calls).toEqual([]);
  });

  it('focuses the password left blank after a blank e-mail, still without calling the gateway', async () => {
    renderMobile(<OwnerSignInForm store={FOUND} />);

    await userEvent.type(screen.getByLabelText('Store e-mail'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Store e-mail'));

    await userEvent.type(screen.getByLabelText('Store e-mail'), 'owner@kapenijuan.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check your email and password.');
    expect(document.activeElement).toBe(screen.getByLabelText('Owner password'));
    expect(gateway.calls).toEqual([]);
  });

  it("asks for the store's e-mail before sending the link", async () => {
    renderMobile(<OwnerSignInForm store={FOUND} />);

    await userEvent.click(screen.getByRole('button', { name: 'First time, or forgot the password?' }));
    await userEvent.type(screen.getByLabelText('Store e-mail'), '  {Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Store email is required');
    expect(screen.queryByRole('status')).toBeNull();
    expect(gateway.calls).toEqual([]);
  });

  it("offers the link that sets the owner password: 'First time, or forgot the password?'", async () => {
    gateway.on('POST /api/v1/store/owner-password/link', { status: 202, body: null });
    renderMobile(<OwnerSignInForm store={FOUND} />);

    await userEvent.click(screen.getByRole('button', { name: 'First time, or forgot the password?' }));
    await userEvent.type(screen.getByLabelText('Store e-mail'), ' owner@kapenijuan.ph {Enter}');

    expect((await screen.findByRole('status')).textContent).toBe(
      "If this is the store's e-mail, the link is on its way. Check the inbox (and the spam folder).",
    );
    expect(gateway.callsTo('POST /api/v1/store/owner-password/link')[0]?.body).toEqual({
      code: 'K7Q2ZD',
      email: 'owner@kapenijuan.ph',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByLabelText('Owner password')).toBeTruthy();
  });
});
