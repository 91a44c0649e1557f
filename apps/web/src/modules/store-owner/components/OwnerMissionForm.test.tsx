import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import type { Mission } from '../api/storeOwnerApi';
import { OwnerMissionForm } from './OwnerMissionForm';

const MISSION: Mission = {
  id: 3,
  store_id: 12,
  name: 'Buy 10 coffees, get 1 free',
  start_date: '2026-12-01',
  expire_date: '2026-12-31',
  max_stamp_count: 10,
  status: 'ongoing',
  min_stamp_interval_minutes: null,
  daily_stamp_limit: null,
  active: true,
  display_status: 'in_progress',
  createdAt: '2026-11-20T08:00:00.000Z',
};

async function fill(name: string, start: string, end: string, stamps: string) {
  if (name) await userEvent.type(screen.getByLabelText('Mission name'), name);
  if (start) await userEvent.type(screen.getByLabelText('Period start'), start);
  if (end) await userEvent.type(screen.getByLabelText('Period end'), end);
  if (stamps) await userEvent.type(screen.getByLabelText('Hit Number'), stamps);
}

const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe(OwnerMissionForm.name, () => {
  it("'Organize an event' is the default and creates the store's mission when it has none", async () => {
    gateway.on('POST /api/v1/mission/create', {
      status: 201,
      body: { message: 'Mission created.', mission: MISSION },
    });
    renderMobile(<OwnerMissionForm storeId={12} mission={null} />);

    expect(screen.getByText('No stamp mission')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Organize an event').checked).toBe(true);
    await fill('Buy 10 coffees, get 1 free', '2026-12-01', '2026-12-31', '10');
    await submit('Start the event');

    expect((await screen.findByRole('status')).textContent).toBe('Mission created.');
    expect(gateway.callsTo('POST /api/v1/mission/create')[0]?.body).toEqual({
      store_id: 12,
      name: 'Buy 10 coffees, get 1 free',
      start_date: '2026-12-01',
      expire_date: '2026-12-31',
      max_stamp_count: 10,
      min_stamp_interval_minutes: null,
      daily_stamp_limit: null,
    });
  });

  it('updates the mission there is, without a status', async () => {
    gateway.on('PUT /api/v1/mission/update', {
      status: 200,
      body: { message: 'Mission updated.', mission: MISSION },
    });
    renderMobile(<OwnerMissionForm storeId={12} mission={MISSION} />);

    await userEvent.clear(screen.getByLabelText('Hit Number'));
    await userEvent.type(screen.getByLabelText('Hit Number'), '12');
    await submit('Update the event');

    expect((await screen.findByRole('status')).textContent).toBe('Mission updated.');
    expect(gateway.callsTo('PUT /api/v1/mission/update')[0]?.body).toEqual({
      id: 3,
      name: 'Buy 10 coffees, get 1 free',
      start_date: '2026-12-01',
      expire_date: '2026-12-31',
      max_stamp_count: 12,
      min_stamp_interval_minutes: null,
      daily_stamp_limit: null,
    });
  });

  it('shows the pacing the mission has, and sends a changed one; blank is no limit', async () => {
    gateway.on('PUT /api/v1/mission/update', {
      status: 200,
      body: { message: 'Mission updated.', mission: MISSION },
    });
    renderMobile(
      <OwnerMissionForm
        storeId={12}
        mission={{ ...MISSION, min_stamp_interval_minutes: 30, daily_stamp_limit: 2 }}
      />,
    );
    const interval = screen.getByLabelText<HTMLInputElement>('Minimum time between stamps (minutes)');
    const perDay = screen.getByLabelText<HTMLInputElement>('Stamps per day');
    expect([interval.value, perDay.value]).toEqual(['30', '2']);
    expect(screen.getAllByText('Blank = no limit')).toHaveLength(2);

    await userEvent.clear(interval);
    await userEvent.type(interval, '90');
    await userEvent.clear(perDay);
    await submit('Update the event');

    expect((await screen.findByRole('status')).textContent).toBe('Mission updated.');
    expect(gateway.callsTo('PUT /api/v1/mission/update')[0]?.body).toMatchObject({
      id: 3,
      min_stamp_interval_minutes: 90,
      daily_stamp_limit: null,
    });
  });

  it('refuses pacing out of range before sending, in the language of the owner', async () => {
    renderMobile(<OwnerMissionForm storeId={12} mission={MISSION} />, '/mobile/screen', undefined, 'ko');

    await userEvent.type(screen.getByLabelText('하루 스탬프 수'), '500');
    await userEvent.click(screen.getByRole('button', { name: '이벤트 수정' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '하루 스탬프 수는 1에서 100 사이의 정수로 입력하거나 비워 두세요.',
    );
    expect(gateway.calls).toEqual([]);
  });

  it.each([
    ['', '2026-12-01', '2026-12-31', '10', 'Please enter the mission name.'],
    ['A'.repeat(31), '2026-12-01', '2026-12-31', '10', 'Please enter the mission name within 30 characters.'],
    ['Coffee', '', '', '10', 'Please enter the start and end date.'],
    ['Coffee', '', '2026-12-31', '10', 'Please enter the start date first.'],
    ['Coffee', '2026-12-31', '2026-12-01', '10', 'Please enter the end date after the start date.'],
    ['Coffee', '2026-12-01', '2026-12-31', '', 'Please enter the number of stamps.'],
    ['Coffee', '2026-12-01', '2026-12-31', '101', 'Please enter the number of stamps less than 100.'],
  ])('checks spec §5 before sending: %s %s %s %s → %s', async (name, start, end, stamps, message) => {
    renderMobile(<OwnerMissionForm storeId={12} mission={null} />);

    await fill(name, start, end, stamps);
    await submit('Start the event');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(gateway.calls).toEqual([]);
  });

  it("'Ending an event' asks 'Are you sure you want to delete this mission?', then deletes it", async () => {
    gateway.on('DELETE /api/v1/mission/delete/3', {
      status: 200,
      body: { id: 3, message: 'Mission deleted.' },
    });
    renderMobile(<OwnerMissionForm storeId={12} mission={MISSION} />);

    await userEvent.click(screen.getByLabelText('Ending an event'));
    expect(screen.queryByLabelText('Mission name')).toBeNull();
    await submit('Ending an event');
    const sheet = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(sheet.textContent).toContain('Are you sure you want to delete this mission?');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(gateway.calls).toEqual([]);

    await submit('Ending an event');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect((await screen.findByRole('status')).textContent).toBe('Mission deleted.');
    expect(gateway.callsTo('DELETE /api/v1/mission/delete/3')).toHaveLength(1);
  });

  it("says 'Communication error. Please try again.' when there is no mission to end", async () => {
    renderMobile(<OwnerMissionForm storeId={12} mission={null} />);

    await userEvent.click(screen.getByLabelText('Ending an event'));
    await submit('Ending an event');

    expect((await screen.findByRole('alert')).textContent).toBe('Communication error. Please try again.');
  });

  it('speaks Filipino to the owner: the labels, the §5 message and the success', async () => {
    gateway.on('POST /api/v1/mission/create', {
      status: 201,
      body: { message: 'Mission created.', mission: MISSION },
    });
    renderMobile(<OwnerMissionForm storeId={12} mission={null} />, '/mobile/screen', undefined, 'fil');

    await userEvent.click(screen.getByRole('button', { name: 'Simulan ang event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pakilagay ang pangalan ng mission.');

    await userEvent.type(screen.getByLabelText('Pangalan ng mission'), 'Kape');
    await userEvent.type(screen.getByLabelText('Simula ng panahon'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Katapusan ng panahon'), '2026-12-31');
    await userEvent.type(screen.getByLabelText('Hit Number'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Simulan ang event' }));

    expect((await screen.findByRole('status')).textContent).toBe('Nagawa ang mission.');
  });
});
