import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { STORE_FULL } from '../../../test/storeFixtures';
import type { StoreFull } from '../../stores';
import { CouponDetailDialog } from './CouponDetailDialog';

const LISTED_MISSION = {
  id: 3,
  name: 'Buy 10 coffees, get 1 free',
  start_date: '2026-12-01',
  expire_date: '2026-12-31',
  max_stamp_count: 10,
  status: 'ongoing' as const,
  active: true,
  display_status: 'in_progress' as const,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const STORE: StoreFull = { ...STORE_FULL, Mission: LISTED_MISSION };

const MISSION_VIEW = {
  ...LISTED_MISSION,
  store_id: 7,
  min_stamp_interval_minutes: 30,
  daily_stamp_limit: 2,
};

const interval = () => screen.getByLabelText<HTMLInputElement>('Minimum time between stamps (minutes)');
const perDay = () => screen.getByLabelText<HTMLInputElement>('Stamps per day');

describe(CouponDetailDialog.name, () => {
  it("shows the mission's pacing and saves a changed one, a blank field as no limit", async () => {
    gateway.on('GET /api/v1/mission/store_id=7', { status: 200, body: MISSION_VIEW });
    gateway.on('PUT /api/v1/mission/update', {
      status: 200,
      body: {
        message: 'Mission updated.',
        mission: { ...MISSION_VIEW, daily_stamp_limit: null },
        store: STORE,
      },
    });
    renderAdmin(<CouponDetailDialog store={STORE} onClose={() => undefined} />);

    await waitFor(() => {
      expect(interval().value).toBe('30');
    });
    expect(perDay().value).toBe('2');
    expect(screen.getAllByText('Blank = no limit')).toHaveLength(2);
    await userEvent.clear(interval());
    await userEvent.type(interval(), '45');
    await userEvent.clear(perDay());
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(gateway.callsTo('PUT /api/v1/mission/update')[0]?.body).toMatchObject({
        id: 3,
        store_id: 7,
        min_stamp_interval_minutes: 45,
        daily_stamp_limit: null,
      });
    });
  });

  it('refuses a limit out of range under its field, without sending', async () => {
    gateway.on('GET /api/v1/mission/store_id=7', {
      status: 200,
      body: { ...MISSION_VIEW, min_stamp_interval_minutes: null, daily_stamp_limit: null },
    });
    renderAdmin(<CouponDetailDialog store={STORE} onClose={() => undefined} />);

    await userEvent.type(await screen.findByLabelText('Stamps per day'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    const message = 'Please enter the stamps per day as a whole number from 1 to 100, or leave it blank.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(gateway.callsTo('PUT /api/v1/mission/update')).toEqual([]);
  });

  it('says so, with a retry, when the mission cannot be read', async () => {
    gateway.on('GET /api/v1/mission/store_id=7', {
      status: 503,
      body: { statusCode: 503, message: 'busy', errors: ['busy'], code: 'SERVICE_UNAVAILABLE' },
    });
    renderAdmin(<CouponDetailDialog store={STORE} onClose={() => undefined} />);

    // After the query client's one retry of a 5xx.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeDefined();
    expect(screen.queryByLabelText('Stamps per day')).toBeNull();
  });
});
