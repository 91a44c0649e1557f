import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway } from '../../test/fakeGateway';
import { renderMobile } from '../../test/renderMobile';
import { today } from '../../modules/dates';
import { MEMBER_STORAGE } from '../../modules/session';
import { MobileHomePage } from './MobileHomePage';

const AREA_STORES = 'GET /api/v1/store/region=NCR/province=Makati';
const NEXT_YEAR = `${String(Number(today().slice(0, 4)) + 1)}-12-31`;

function mission(status: 'ongoing' | 'pended' | null, expire_date: string) {
  return {
    id: 1,
    name: 'Buy 9, get 1',
    start_date: '2024-01-01',
    expire_date,
    max_stamp_count: 10,
    status,
    createdAt: '2024-01-01T00:00:00Z',
  };
}

function store(id: number, name: string, Mission: ReturnType<typeof mission> | null) {
  return {
    id,
    name,
    region: 'NCR',
    province: 'Makati',
    address: `${String(id)} Jupiter St.`,
    phone_number: `0281234${String(id).padStart(3, '0')}`,
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
    redeemed: 0,
    Images: id === 1 ? [{ id: 9, key: 'stores/1/front.jpg', type: 'representative' }] : [],
    Mission,
  };
}

const STORES = [
  store(1, 'Kape ni Juan', mission('ongoing', NEXT_YEAR)),
  store(2, 'Panaderia Uno', null),
  store(3, 'Sari-Sari Tres', mission('pended', NEXT_YEAR)),
  store(4, 'Lugaw Cuatro', mission('ongoing', '2024-01-31')),
];

const search = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));

async function chooseArea() {
  await screen.findByRole('option', { name: 'NCR' });
  await userEvent.selectOptions(screen.getByLabelText('Region'), 'NCR');
  await userEvent.selectOptions(
    await screen.findByLabelText('Province/City'),
    await screen.findByRole('option', { name: 'Makati' }),
  );
}

function logIn() {
  localStorage.setItem(MEMBER_STORAGE.token, 'member-token');
  sessionStorage.setItem(MEMBER_STORAGE.sessionFlag, 'true');
}

/** The browser's back button, for the test. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

describe(MobileHomePage.name, () => {
  beforeEach(() => {
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR', 'Region VII'] });
    gateway.on('GET /api/v1/region=NCR', { status: 200, body: ['Makati', 'Taguig'] });
    gateway.on(AREA_STORES, { status: 200, body: STORES });
    gateway.on('POST /api/v1/images/url', (call) => ({
      status: 200,
      body: { urls: (call.body as { keys: string[] }).keys.map((key) => `/api/v1/images/file/${key}`) },
    }));
  });

  it("says 'Please select region and province.' when searched without both, and asks for no store", async () => {
    renderMobile(<MobileHomePage />, '/home');

    await search();
    expect((await screen.findByRole('alert')).textContent).toContain('Please select region and province.');

    await userEvent.selectOptions(
      screen.getByLabelText('Region'),
      await screen.findByRole('option', { name: 'NCR' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await search();
    expect((await screen.findByRole('alert')).textContent).toContain('Please select region and province.');
    expect(gateway.callsTo(AREA_STORES)).toHaveLength(0);
    expect(screen.getByText('Select a region and a province/city, then tap search.')).toBeTruthy();
  });

  it('lists the stores of the area alphabetically with their count, address, phone and the active mark', async () => {
    renderMobile(<MobileHomePage />, '/home');
    await chooseArea();
    await search();

    expect(await screen.findByRole('heading', { name: '4 stores' })).toBeTruthy();
    expect(gateway.callsTo(AREA_STORES)[0]?.query.get('sort')).toBe('name');
    const cards = within(screen.getByRole('list')).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Kape ni Juan'),
      expect.stringContaining('Panaderia Uno'),
      expect.stringContaining('Sari-Sari Tres'),
      expect.stringContaining('Lugaw Cuatro'),
    ]);
    expect(cards[0]?.textContent).toContain('1 Jupiter St., Makati');
    expect(cards[0]?.textContent).toContain('0281234001');
    // The active mark only where the mission is ongoing and not expired.
    expect(screen.getAllByText('Promotion in progress')).toHaveLength(1);
    expect(within(cards[0] as HTMLElement).getByText('Promotion in progress')).toBeTruthy();
  });

  it('sizes the representative image, lazy below the first screen, and draws a placeholder without one', async () => {
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    await screen.findByRole('heading', { name: '4 stores' });
    const cards = within(screen.getByRole('list')).getAllByRole('button');
    const image = await within(cards[0] as HTMLElement).findByRole('presentation');
    expect(image.getAttribute('src')).toBe('/api/v1/images/file/stores/1/front.jpg');
    expect(image.getAttribute('width')).toBe('88');
    expect(image.getAttribute('height')).toBe('88');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(within(cards[1] as HTMLElement).queryByRole('presentation')).toBeNull();
    expect(gateway.callsTo('POST /api/v1/images/url')[0]?.body).toEqual({ keys: ['stores/1/front.jpg'] });
  });

  it('keeps the search and the sort in the URL, and sorts by registration date on request', async () => {
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati&sort=newest');

    expect(await screen.findByRole('heading', { name: '4 stores' })).toBeTruthy();
    expect(gateway.callsTo(AREA_STORES)[0]?.query.get('sort')).toBe('newest');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort').value).toBe('newest');
    expect(screen.getByLabelText<HTMLSelectElement>('Region').value).toBe('NCR');

    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Alphabetical');
    await screen.findByRole('heading', { name: '4 stores' });
    expect(gateway.callsTo(AREA_STORES).map((call) => call.query.get('sort'))).toEqual(['newest', 'name']);
  });

  it('puts the selects back on the searched area when the browser goes back', async () => {
    gateway.on('GET /api/v1/region=Region VII', { status: 200, body: ['Cebu City'] });
    gateway.on('GET /api/v1/store/region=Region VII/province=Cebu City', { status: 200, body: [] });
    renderMobile(
      <>
        <MobileHomePage />
        <Back />
      </>,
      '/home?region=NCR&province=Makati',
    );
    await screen.findByRole('heading', { name: '4 stores' });

    await userEvent.selectOptions(
      screen.getByLabelText('Region'),
      await screen.findByRole('option', { name: 'Region VII' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Province/City'),
      await screen.findByRole('option', { name: 'Cebu City' }),
    );
    await search();
    await screen.findByRole('heading', { name: '0 stores' });

    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await screen.findByRole('heading', { name: '4 stores' });
    expect(screen.getByLabelText<HTMLSelectElement>('Region').value).toBe('NCR');
    expect(screen.getByLabelText<HTMLSelectElement>('Province/City').value).toBe('Makati');
  });

  it('shows an empty state when the area has no store', async () => {
    gateway.on(AREA_STORES, { status: 200, body: [] });
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    expect(await screen.findByText('No store in this area yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 stores' })).toBeTruthy();
  });

  it('sends a visitor who taps a card to the login page', async () => {
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    await userEvent.click(await screen.findByRole('button', { name: /Kape ni Juan/ }));
    expect(screen.getByTestId('landing').textContent).toContain('/mobile/login');
  });

  it('opens the stamp page of a store whose promotion is in progress', async () => {
    logIn();
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    await userEvent.click(await screen.findByRole('button', { name: /Kape ni Juan/ }));
    expect(screen.getByTestId('landing').textContent).toContain('/store/coupon/1');
    expect(screen.getByTestId('landing').textContent).not.toContain('Map');
  });

  it.each([
    ['Panaderia Uno', 'No promotion in progress', 2],
    ['Sari-Sari Tres', 'The promotion has been suspended', 3],
    ['Lugaw Cuatro', 'End of promotion period', 4],
  ])("shows %s's modal '%s', then its map page", async (name, message, id) => {
    logIn();
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    await userEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
    const modal = screen.getByRole('alertdialog', { name: message });
    expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'See the store' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'See the store' }));
    expect(screen.getByTestId('landing').textContent).toContain(`/store/coupon/${String(id)}/Map`);
  });

  it('closes the modal with Escape and still goes to the map page', async () => {
    logIn();
    renderMobile(<MobileHomePage />, '/home?region=NCR&province=Makati');

    await userEvent.click(await screen.findByRole('button', { name: /Panaderia Uno/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('landing').textContent).toContain('/store/coupon/2/Map');
  });

  it('speaks Filipino on request', () => {
    renderMobile(<MobileHomePage />, '/home', undefined, 'fil');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Maghanap ng tindahan');
    expect(screen.getByRole('button', { name: 'Maghanap' })).toBeTruthy();
    expect(screen.getByLabelText('Rehiyon')).toBeTruthy();
  });
});
