import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { MemberInfoForm } from './MemberInfoForm';

const MEMBER = {
  bbs_no: 7,
  member_id: 'juan@example.ph',
  member_name: 'Juan',
  member_name2: 'Dela Cruz',
  hphone_num: '09171234567',
  gcashid: '',
  addr1: '123 Ayala Ave.',
  area1: 1300000000,
  area2: 1380300000,
  reg_dt: '2026-11-20T08:00:00.000Z',
  point: 0,
  join_check: 2,
};
const PLACE = { region: 'National Capital Region (NCR)', province: 'Makati City' };

function answerRegions() {
  gateway.on('GET /api/v1/regions', { status: 200, body: [PLACE.region, 'Region I (Ilocos Region)'] });
  gateway.on(`GET /api/v1/region=${PLACE.region}`, { status: 200, body: [PLACE.province] });
  gateway.on('GET /api/v1/region=Region I (Ilocos Region)', { status: 200, body: ['Laoag City'] });
}

const confirmSheet = () => screen.findByRole('dialog', { name: 'Please confirm' });

describe(MemberInfoForm.name, () => {
  it("says 'Password does not match' without asking or calling the gateway", async () => {
    answerRegions();
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    await userEvent.type(screen.getByLabelText('New password'), 'kape1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'kape9999');
    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Password does not match');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.callsTo('PUT /wifi-user/update')).toEqual([]);
  });

  it('checks the names before the passwords, one alert at a time, and focuses the field', async () => {
    answerRegions();
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('New password'), 'kape1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please fill the first name and last name.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));

    await userEvent.type(screen.getByLabelText('Last name'), 'Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password does not match',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the province and address when the region changed (spec §5)', async () => {
    answerRegions();
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    await screen.findByRole('option', { name: 'Region I (Ilocos Region)' });
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Region I (Ilocos Region)');
    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Region has been changed. Please fill province and address',
    );
  });

  it("asks 'Would you like to change your information?' and saves only the member's own fields", async () => {
    answerRegions();
    gateway.on(`GET /api/v1/id/region=${PLACE.region}`, { status: 200, body: { area_id: 1300000000 } });
    gateway.on(`GET /api/v1/id/region=${PLACE.region}/province=${PLACE.province}`, {
      status: 200,
      body: { area_id: 1380300000 },
    });
    gateway.on('PUT /wifi-user/update', { status: 200, body: { ...MEMBER, member_name: 'Juana' } });
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    expect(screen.getByLabelText<HTMLInputElement>('E-mail').disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Juana');
    await userEvent.type(screen.getByLabelText('Phone number'), '-12a');
    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));

    const sheet = await confirmSheet();
    expect(sheet.textContent).toContain('Would you like to change your information?');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Change information' }));

    expect((await screen.findByRole('status')).textContent).toBe('User Updated!');
    await userEvent.type(screen.getByLabelText('Address'), ' St.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(gateway.callsTo('PUT /wifi-user/update')[0]?.body).toEqual({
      bbs_no: 7,
      member_name: 'Juana',
      member_name2: 'Dela Cruz',
      hphone_num: '0917123456712',
      gcashid: '',
      addr1: '123 Ayala Ave.',
      area1: 1300000000,
      area2: 1380300000,
    });
  });

  it.each([
    ['of 7 characters', 'kape123'],
    ['commonly used, in any case', 'FOOTBALL'],
  ])(
    'refuses a new password %s with the contract message, without calling the gateway',
    async (_case, password) => {
      answerRegions();
      gateway.on('GET /api/v1/id/*', { status: 200, body: { area_id: 1 } });
      renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

      await userEvent.type(screen.getByLabelText('New password'), password);
      await userEvent.type(screen.getByLabelText('Confirm password'), password);
      await userEvent.click(screen.getByRole('button', { name: 'Change information' }));
      await userEvent.click(within(await confirmSheet()).getByRole('button', { name: 'Change information' }));

      expect((await screen.findByRole('alert')).textContent).toBe(
        'Password must be at least 8 characters and not a commonly used password.',
      );
      expect(gateway.callsTo('PUT /wifi-user/update')).toEqual([]);
    },
  );

  it('changes nothing when the confirmation is cancelled', async () => {
    answerRegions();
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));
    await userEvent.click(within(await confirmSheet()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.callsTo('PUT /wifi-user/update')).toEqual([]);
  });

  it("says 'Communication Error!' when the update fails", async () => {
    answerRegions();
    gateway.on('GET /api/v1/id/*', { status: 200, body: { area_id: 1 } });
    gateway.on('PUT /wifi-user/update', refusal(500, 'Internal server error'));
    renderMobile(<MemberInfoForm member={MEMBER} place={PLACE} />);

    await userEvent.click(screen.getByRole('button', { name: 'Change information' }));
    await userEvent.click(within(await confirmSheet()).getByRole('button', { name: 'Change information' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Communication Error!');
  });
});
