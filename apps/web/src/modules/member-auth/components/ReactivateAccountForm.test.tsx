import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { ReactivateAccountForm } from './ReactivateAccountForm';

describe(ReactivateAccountForm.name, () => {
  it('confirms with the mailed token on a tap, then opens login saying the account is in use again', async () => {
    gateway.on('POST /wifi-user/reactivate', { status: 200, body: { reactivated: true } });
    renderMobile(<ReactivateAccountForm token="mailed-token" />, '/mobile/reactivate');

    expect(gateway.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Use my account again' }));

    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('/mobile/login');
    expect(landing.textContent).toContain('Your account is in use again. Please log in.');
    expect(gateway.callsTo('POST /wifi-user/reactivate')[0]?.body).toEqual({ token: 'mailed-token' });
  });

  it('says a used or expired link is invalid, by its code, in the member’s language', async () => {
    gateway.on(
      'POST /wifi-user/reactivate',
      refusal(400, 'This confirmation link is invalid or has expired.', 'REACTIVATION_LINK_INVALID'),
    );
    renderMobile(<ReactivateAccountForm token="old-token" />, '/mobile/reactivate', undefined, 'ko');

    await userEvent.click(await screen.findByRole('button', { name: '계정 다시 사용하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe('유효하지 않거나 만료된 확인 링크입니다.');
  });

  it('says at once that a link without a token is invalid', () => {
    renderMobile(<ReactivateAccountForm token="" />, '/mobile/reactivate');

    expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid or has expired.');
  });
});
