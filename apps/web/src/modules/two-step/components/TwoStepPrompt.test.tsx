import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../../../routes';
import { renderAdmin } from '../../../test/renderAdmin';
import { ADMIN_STORAGE, needsTwoStepPrompt } from '../../session';
import { TwoStepPrompt } from './TwoStepPrompt';

const SUPER_MASTER_WITHOUT = { authority: 'super master', totp_enabled: false };

describe(TwoStepPrompt.name, () => {
  it("offers 'Set up now' (focused) and 'Not now'", () => {
    renderAdmin(<TwoStepPrompt />, ROUTES.adminProtectAccount);

    expect(screen.getByRole('heading', { name: 'Protect your account with a one-time code' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set up now' }));
  });

  it("'Set up now' opens the set-up of the administrator's own two-step sign-in", async () => {
    renderAdmin(<TwoStepPrompt />, ROUTES.adminProtectAccount);

    await userEvent.click(screen.getByRole('button', { name: 'Set up now' }));

    expect(screen.getByTestId('location').textContent).toBe(ROUTES.adminTwoStep);
  });

  it("'Not now' goes to the back-office and is remembered for this browser session only", async () => {
    renderAdmin(<TwoStepPrompt />, ROUTES.adminProtectAccount);
    expect(needsTwoStepPrompt(SUPER_MASTER_WITHOUT)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));

    expect(screen.getByTestId('location').textContent).toBe(ROUTES.adminIndex);
    expect(needsTwoStepPrompt(SUPER_MASTER_WITHOUT)).toBe(false);
    expect(localStorage.getItem(ADMIN_STORAGE.twoStepPromptDismissed)).toBeNull();
  });
});

describe(needsTwoStepPrompt.name, () => {
  it('asks only a super master whose own record says two-step sign-in is off', () => {
    expect(needsTwoStepPrompt(SUPER_MASTER_WITHOUT)).toBe(true);
    expect(needsTwoStepPrompt({ authority: 'super master', totp_enabled: true })).toBe(false);
    expect(needsTwoStepPrompt({ authority: 'admin', totp_enabled: false })).toBe(false);
    expect(needsTwoStepPrompt({ authority: 'super master' })).toBe(false);
  });
});
