import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../test/fakeGateway';
import { renderAdmin } from '../../test/renderAdmin';
import { STORE_FULL } from '../../test/storeFixtures';
import { AdminCreateCouponPage } from './AdminCreateCouponPage';

const STORE = STORE_FULL;

const alertText = async () => (await screen.findAllByRole('alert'))[0]?.textContent;

describe(AdminCreateCouponPage.name, () => {
  it("asks for the required fields first when no store is chosen ('Please fill out the required fields.')", async () => {
    renderAdmin(<AdminCreateCouponPage />);

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await alertText()).toBe('Please fill out the required fields.');
    expect(screen.getByText('Please enter the mission name.')).toBeDefined();
    expect(gateway.calls).toEqual([]);
  });

  it("clears a field's message and the alert as soon as the field is changed", async () => {
    renderAdmin(<AdminCreateCouponPage />);
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText('Please enter the mission name.')).toBeDefined();

    await userEvent.type(screen.getByLabelText(/^Mission name/), 'B');

    expect(screen.queryByText('Please enter the mission name.')).toBeNull();
    expect(screen.queryByText('Please fill out the required fields.')).toBeNull();
    // The stamps' own message stays (once under the field, once in the empty preview).
    expect(screen.getAllByText('Please enter the number of stamps.')).toHaveLength(2);
  });

  it('names the date changed last when the start comes after the end', async () => {
    renderAdmin(<AdminCreateCouponPage />);
    await userEvent.type(screen.getByLabelText(/^Mission name/), 'Ten stamps');
    await userEvent.type(screen.getByLabelText(/^Hit Number/), '10');

    await userEvent.type(screen.getByLabelText(/^Period start/), '2026-05-10');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText('Please enter the end date after the start date.')).toBeDefined();

    await userEvent.clear(screen.getByLabelText(/^Period start/));
    await userEvent.type(screen.getByLabelText(/^Period start/), '2026-05-20');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText('Please enter the start date before the end date.')).toBeDefined();
  });

  it('previews one numbered slot per stamp, the last one a win stamp', async () => {
    renderAdmin(<AdminCreateCouponPage />);

    await userEvent.type(screen.getByLabelText(/^Hit Number/), '5');

    const preview = screen.getByRole('figure', { name: 'Preview' });
    const slots = within(preview)
      .getAllByRole('listitem')
      .map((slot) => slot.textContent);
    expect(slots).toEqual(['1', '2', '3', '4', 'win']);
  });

  it('finds the store by code, then creates the mission and says so', async () => {
    gateway.on('GET /api/v1/stores', { status: 200, body: [STORE] });
    gateway.on('POST /api/v1/mission/create', {
      status: 201,
      body: { message: 'Mission created.', mission: { id: 3 }, store: { ...STORE, Mission: { id: 3 } } },
    });
    renderAdmin(<AdminCreateCouponPage />);

    await userEvent.type(screen.getByLabelText('Store code'), 'K7Q2ZD{Enter}');
    // A click on the row's name chooses the store, and the page says which store is chosen.
    await userEvent.click(await screen.findByText('Kape ni Juan'));
    expect(screen.getByRole('status').textContent).toBe('Store: Kape ni Juan K7Q2ZD');
    await userEvent.type(screen.getByLabelText(/^Mission name/), 'Buy 10 coffees');
    await userEvent.type(screen.getByLabelText(/^Period start/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2026-12-31');
    await userEvent.type(screen.getByLabelText(/^Hit Number/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(gateway.callsTo('POST /api/v1/mission/create')[0]?.body).toEqual({
        store_id: 7,
        name: 'Buy 10 coffees',
        start_date: '2026-12-01',
        expire_date: '2026-12-31',
        max_stamp_count: 10,
        min_stamp_interval_minutes: null,
        daily_stamp_limit: null,
      });
    });
    expect(await screen.findByText('Mission created.')).toBeDefined();
  });

  it('chooses a result row from the keyboard and marks it chosen', async () => {
    gateway.on('GET /api/v1/stores', {
      status: 200,
      body: [STORE, { ...STORE, id: 8, name: 'Tinapay Corner', code: 'T8P3XA' }],
    });
    renderAdmin(<AdminCreateCouponPage />);
    expect(screen.getByRole('status').textContent).toBe('No store chosen yet.');

    await userEvent.type(screen.getByLabelText('Store code'), 'K{Enter}');
    const results = await screen.findByRole('radiogroup', { name: 'Choose the store' });
    const second = within(results).getByRole<HTMLInputElement>('radio', { name: /^Tinapay Corner T8P3XA/ });
    second.focus();
    await userEvent.keyboard(' ');

    expect(second.checked).toBe(true);
    expect(within(results).getByRole<HTMLInputElement>('radio', { name: /^Kape ni Juan/ }).checked).toBe(
      false,
    );
    expect(screen.getByRole('status').textContent).toBe('Store: Tinapay Corner T8P3XA');
  });

  it('does not offer a store that already has a mission', async () => {
    gateway.on('GET /api/v1/stores', { status: 200, body: [{ ...STORE, Mission: { id: 1 } }] });
    renderAdmin(<AdminCreateCouponPage />);

    await userEvent.type(screen.getByLabelText('Store code'), 'K7Q2ZD{Enter}');

    const row = await screen.findByRole<HTMLInputElement>('radio', { name: /^Kape ni Juan/ });
    expect(row.disabled).toBe(true);
    expect(screen.getByText('This store already has a mission.')).toBeDefined();
  });

  it("shows the server's message when it refuses the mission", async () => {
    gateway.on('GET /api/v1/stores', { status: 200, body: [STORE] });
    gateway.on('POST /api/v1/mission/create', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'This store already has a mission.',
        errors: ['This store already has a mission.'],
      },
    });
    renderAdmin(<AdminCreateCouponPage />);
    await userEvent.type(screen.getByLabelText('Store code'), 'K7Q2ZD{Enter}');
    await userEvent.click(await screen.findByRole('radio', { name: /^Kape ni Juan/ }));
    await userEvent.type(screen.getByLabelText(/^Mission name/), 'Buy 10 coffees');
    await userEvent.type(screen.getByLabelText(/^Period start/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/^Period end/), '2026-12-31');
    await userEvent.type(screen.getByLabelText(/^Hit Number/), '10');

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(async () => {
      expect(await alertText()).toBe('This store already has a mission.');
    });
  });
});
