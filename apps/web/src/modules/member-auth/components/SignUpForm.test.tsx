import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { SignUpForm } from './SignUpForm';

const WEAK = 'Password must be at least 8 characters and not a commonly used password.';
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

async function agreeToPolicy() {
  await userEvent.click(screen.getByLabelText('I agree to the privacy policy'));
  // The first tick shows the policy in place; Back returns to the form, still ticked.
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
}

describe(SignUpForm.name, () => {
  beforeEach(() => {
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR', 'Region VII'] });
    gateway.on('GET /api/v1/region=NCR', { status: 200, body: ['Makati', 'Taguig'] });
  });

  it("shows spec §5's messages in its order, one at a time, before calling the gateway", async () => {
    renderMobile(<SignUpForm />, '/mobile/sign-in');

    await submit();
    expect(await alertText()).toBe('Please agree to the privacy policy.');

    await agreeToPolicy();
    await submit();
    expect(await alertText()).toBe('Please fill the first name and last name.');

    await userEvent.type(screen.getByLabelText('First name'), 'Juan');
    await submit();
    expect(await alertText()).toBe('Please fill the first name and last name.');

    await userEvent.type(screen.getByLabelText('Last name'), 'Dela Cruz');
    await submit();
    expect(await alertText()).toBe('Please fill the email.');

    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await submit();
    expect(await alertText()).toBe('Please fill the password.');

    await userEvent.type(screen.getByLabelText('Password'), 'kape1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'kape1235');
    await submit();
    expect(await alertText()).toBe('Passwords do not match.');

    expect(gateway.calls.filter((call) => call.path.startsWith('/wifi-user'))).toEqual([]);
    // Six submits and some sixty typed keys: past vitest's 5 s on a loaded machine (two CI runs today).
  }, 20_000);

  it('focuses the field of the message it shows', async () => {
    renderMobile(<SignUpForm />, '/mobile/sign-in');

    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('I agree to the privacy policy'));

    await agreeToPolicy();
    await userEvent.type(screen.getByLabelText('First name'), 'Juan');
    await submit();
    expect(await alertText()).toBe('Please fill the first name and last name.');
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
  });

  it.each(['júan@example.ph', 'juan@example', 'juan@shop.invalid'])(
    "refuses %s with the member service's e-mail rule",
    async (email) => {
      renderMobile(<SignUpForm />, '/mobile/sign-in');
      await agreeToPolicy();
      await userEvent.type(screen.getByLabelText('First name'), 'Juan');
      await userEvent.type(screen.getByLabelText('Last name'), 'Dela Cruz');
      await userEvent.type(screen.getByLabelText('E-mail'), email);
      await submit();

      expect(await alertText()).toBe('Please enter a valid email.');
      expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    },
  );

  it('shows the privacy policy in place on the first tick only, with its ten sections and a back action', async () => {
    renderMobile(<SignUpForm />, '/mobile/sign-in');

    await userEvent.click(screen.getByLabelText('I agree to the privacy policy'));

    expect(screen.getByText('Effective March 31, 2024')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const box = screen.getByLabelText<HTMLInputElement>('I agree to the privacy policy');
    expect(box.checked).toBe(true);
    expect(document.activeElement).toBe(box);

    await userEvent.click(box);
    await userEvent.click(box);
    expect(screen.queryByText('Effective March 31, 2024')).toBeNull();
    expect(box.checked).toBe(true);
  });

  async function fillValidForm(password = 'kape1234') {
    await agreeToPolicy();
    await userEvent.type(screen.getByLabelText('First name'), 'Juan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Dela Cruz');
    await userEvent.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm password'), password);
  }

  it('keeps only digits in the phone number', async () => {
    renderMobile(<SignUpForm />, '/mobile/sign-in');

    const phone = screen.getByLabelText<HTMLInputElement>('Phone number (optional)');
    await userEvent.type(phone, '+63 917-123 4567');

    expect(phone.value).toBe('639171234567');
  });

  it("says 'Invalid address' when the region and province lookup finds nothing", async () => {
    gateway.on('GET /api/v1/id/region=NCR', { status: 200, body: { area_id: 1300000000 } });
    gateway.on('GET /api/v1/id/region=NCR/province=Makati', refusal(404, 'Province not found'));
    renderMobile(<SignUpForm />, '/mobile/sign-in');
    await fillValidForm();

    await userEvent.selectOptions(await screen.findByLabelText('Region (optional)'), 'NCR');
    await userEvent.selectOptions(
      screen.getByLabelText('Province/City (optional)'),
      await screen.findByRole('option', { name: 'Makati' }),
    );
    await submit();

    expect(await alertText()).toBe('Invalid address');
    expect(gateway.callsTo('POST /wifi-user/signup')).toEqual([]);
  });

  it('signs up with the area ids and opens login with the spec’s success message', async () => {
    gateway.on('GET /api/v1/id/region=NCR', { status: 200, body: { area_id: 1300000000 } });
    gateway.on('GET /api/v1/id/region=NCR/province=Makati', { status: 200, body: { area_id: 1380300000 } });
    gateway.on('POST /wifi-user/signup', { status: 201, body: { bbs_no: 42 } });
    renderMobile(<SignUpForm />, '/mobile/sign-in');
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('Phone number (optional)'), '09171234567');
    await userEvent.selectOptions(await screen.findByLabelText('Region (optional)'), 'NCR');
    await userEvent.selectOptions(
      screen.getByLabelText('Province/City (optional)'),
      await screen.findByRole('option', { name: 'Makati' }),
    );
    await userEvent.type(screen.getByLabelText('Address (optional)'), '123 Ayala Ave.');
    await submit();

    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toContain('/mobile/login');
    expect(landing.textContent).toContain('Registration is complete. Please log in.');
    expect(gateway.callsTo('POST /wifi-user/signup')[0]?.body).toEqual({
      privacy_agreed: true,
      member_id: 'juan@example.ph',
      member_name: 'Juan',
      member_name2: 'Dela Cruz',
      member_pass: 'kape1234',
      member_pass_confirm: 'kape1234',
      hphone_num: '09171234567',
      gcashid: '',
      addr1: '123 Ayala Ave.',
      area1: 1300000000,
      area2: 1380300000,
    });
  });

  it.each([
    ['under 8 characters', 'kape123'],
    ['commonly used, in any case', 'Sunshine'],
  ])('refuses a password %s after the spec checks, before calling the gateway', async (_case, password) => {
    renderMobile(<SignUpForm />, '/mobile/sign-in');
    await fillValidForm(password);
    await userEvent.type(screen.getByLabelText('Confirm password'), 'x');
    await submit();
    expect(await alertText()).toBe('Passwords do not match.');

    await userEvent.type(screen.getByLabelText('Confirm password'), '{Backspace}');
    await submit();

    await waitFor(async () => {
      expect(await alertText()).toBe(WEAK);
    });
    expect(gateway.callsTo('POST /wifi-user/signup')).toEqual([]);
  });

  it("shows the server's password message when the server refuses the password", async () => {
    gateway.on('POST /wifi-user/signup', refusal(400, WEAK));
    renderMobile(<SignUpForm />, '/mobile/sign-in');
    await fillValidForm();
    await submit();

    expect(await alertText()).toBe(WEAK);
  });

  it("says 'Failed to sign up. Please try again.' when the gateway refuses", async () => {
    gateway.on('POST /wifi-user/signup', refusal(500, 'Internal server error'));
    renderMobile(<SignUpForm />, '/mobile/sign-in');
    await fillValidForm();
    await submit();

    expect(await alertText()).toBe('Failed to sign up. Please try again.');
  });
});
