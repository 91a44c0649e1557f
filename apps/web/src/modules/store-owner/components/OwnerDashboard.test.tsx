import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { OwnerDashboard } from './OwnerDashboard';

const PATH = 'GET /api/v1/store/12/dashboard';

function day(date: string, stamps = 0, completed = 0, redemptions = 0, newMembers = 0) {
  return { date, stamps, completed_cards: completed, redemptions, new_members: newMembers };
}

const DAYS = Array.from({ length: 30 }, (_, n) => day(`2026-11-${String(n + 1).padStart(2, '0')}`));
const BUSY = [
  ...DAYS.slice(0, 27),
  day('2026-11-28', 12, 1, 2, 3),
  day('2026-11-29', 5),
  day('2026-11-30', 8, 2, 1, 1),
];

const ALERT = {
  store_id: 12,
  store_name: 'Kape ni Juan',
  store_code: 'K7Q2ZD',
  detectedAt: '2026-11-30T06:05:00.000Z',
  firstDetectedAt: '2026-11-29T02:00:00.000Z',
  failures: 31,
  members: 6,
  windowSeconds: 900,
  alerts: 2,
  totalFailures: 64,
};

function dashboard(days: typeof DAYS, alerts: typeof ALERT | null = null) {
  return {
    status: 200,
    body: { timeZone: 'Asia/Manila', from: '2026-11-01', to: '2026-11-30', days, guessing_alerts: alerts },
  };
}

describe(OwnerDashboard.name, () => {
  it("shows the four 30-day totals, the chosen count's bars per day, and no alert", async () => {
    gateway.on(PATH, dashboard(BUSY));
    renderMobile(<OwnerDashboard storeId={12} />);

    const stamps = await screen.findByRole('button', { name: /Stamps\s*25/ });
    expect(stamps.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Completed cards\s*3/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Redemptions\s*3/ })).toBeTruthy();
    expect(screen.getByText('Your store over the last 30 days (Nov 1 – Nov 30).')).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Stamps per day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(within(chart).getByText('Nov 30: 8')).toBeTruthy();
    expect(screen.getByText('No open alert: nobody has been guessing your stamp password.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /New members\s*4/ }));

    const members = screen.getByRole('img', { name: 'New members per day' });
    expect(within(members).getByText('Nov 28: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New members/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the store had no activity in the 30 days', async () => {
    gateway.on(PATH, dashboard(DAYS));
    renderMobile(<OwnerDashboard storeId={12} />);

    expect(
      await screen.findByText('No stamps or redemptions at your store in the last 30 days yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Stamps per day' })).toBeNull();
  });

  it('explains an open guessing alert and links to changing the stamp password', async () => {
    gateway.on(PATH, dashboard(BUSY, ALERT));
    renderMobile(<OwnerDashboard storeId={12} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      '31 wrong stamp passwords from 6 members within 15 minutes (Nov 30, 2026, 2:05 PM).',
    );
    expect(alert.textContent).toContain(
      '2 open alerts since Nov 29, 2026, 10:00 AM, 64 wrong passwords in all.',
    );
    expect(alert.textContent).toContain('A new stamp password closes the alert.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Change the stamp password' }));
    expect(screen.getByTestId('landing').textContent).toContain('/mobile/store-menu/12/info');
  });

  it('writes the days and the alert in the chosen language', async () => {
    gateway.on(PATH, dashboard(BUSY, ALERT));
    renderMobile(<OwnerDashboard storeId={12} />, '/mobile/screen', undefined, 'ko');

    expect(await screen.findByText('최근 30일 동안의 매장 현황 (11월 1일 – 11월 30일)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /스탬프\s*25/ })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('15분 안에 회원 6명이');
  });

  it('shows the error with a retry when the dashboard cannot be read', async () => {
    gateway.on(PATH, { status: 500, body: { statusCode: 500, message: 'x', errors: [] } });
    renderMobile(<OwnerDashboard storeId={12} />);

    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 })).toBeTruthy();
  });
});
