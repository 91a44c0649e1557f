import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway } from '../../test/fakeGateway';
import { renderMobile } from '../../test/renderMobile';
import { MobileStoreDetailPage } from './MobileStoreDetailPage';

/** The map is a lazy chunk (Leaflet): its first import can take more than findBy's 1 s on a busy machine. */
const MAP_CHUNK = { timeout: 10_000 };

const PATTERN = '/store/coupon/:id/Map/*';
const STORE = {
  id: 7,
  name: 'Kape ni Juan',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '45 Jupiter St.',
  phone_number: '0281234567',
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
  redeemed: 0,
  Images: [
    { id: 1, key: 'stores/7/inside.jpg', type: 'normal' },
    { id: 2, key: 'stores/7/front.jpg', type: 'representative' },
  ],
  Mission: null,
};

describe(MobileStoreDetailPage.name, () => {
  beforeEach(() => {
    gateway.on('GET /api/v1/store/7', { status: 200, body: STORE });
    gateway.on('GET /api/v1/config/map', { status: 200, body: { tile_url: null, geocoder_url: null } });
    gateway.on('POST /api/v1/images/url', (call) => ({
      status: 200,
      body: { urls: (call.body as { keys: string[] }).keys.map((key) => `/files/${key}`) },
    }));
  });

  it('shows the address, the phone and a maps-app link on the Map tab when no tile server is set', async () => {
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map', PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kape ni Juan' })).toBeTruthy();
    expect(await screen.findByText('45 Jupiter St.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open in maps app' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('45 Jupiter St., Makati City'));
    expect(screen.getByRole('link', { name: '0281234567' }).getAttribute('href')).toBe('tel:0281234567');
    expect(screen.queryByRole('region', { name: "Map of the store's place" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
  });

  it('loads the map only when a tile server is set, on the default centre without a geocoder, and keeps the address', async () => {
    gateway.on('GET /api/v1/config/map', {
      status: 200,
      body: { tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', geocoder_url: null },
    });
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map', PATTERN);

    expect(await screen.findByRole('region', { name: "Map of the store's place" }, MAP_CHUNK)).toBeTruthy();
    expect(
      screen.getByText('The exact place could not be found; the map shows the area around it.'),
    ).toBeTruthy();
    expect(screen.getByText('45 Jupiter St.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps app' })).toBeTruthy();
  });

  it("finds the store's place with the geocoder from its address text", async () => {
    gateway.on('GET /api/v1/config/map', {
      status: 200,
      body: {
        tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        geocoder_url: 'http://127.0.0.1:9/search?format=jsonv2&q={query}',
      },
    });
    gateway.on('GET /search', { status: 200, body: [{ lat: '14.5547', lon: '121.0244' }] });
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map', PATTERN);

    expect(await screen.findByRole('region', { name: "Map of the store's place" }, MAP_CHUNK)).toBeTruthy();
    expect(gateway.callsTo('GET /search').map((call) => call.query.get('q'))).toEqual([
      '45 Jupiter St., Makati City, National Capital Region (NCR), Philippines',
    ]);
    expect(screen.queryByText(/The exact place could not be found/)).toBeNull();
  });

  it('lists the photos with the representative one first, sized, only the first loaded at once', async () => {
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map/photo', PATTERN);

    const photos = await screen.findAllByRole('img', { name: /Kape ni Juan, photo/ });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/files/stores/7/front.jpg',
      '/files/stores/7/inside.jpg',
    ]);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(photos[0]?.getAttribute('width')).toBe('480');
    expect(photos[0]?.getAttribute('height')).toBe('360');
  });

  it('lists the notices with date, subject and description, newest first', async () => {
    gateway.on('GET /api/v1/notices/store_id=7', {
      status: 200,
      body: [
        {
          id: 3,
          store_id: 7,
          title: 'Holiday hours',
          message: 'We open at 10 am on December 24.',
          createdAt: '2026-11-20T08:00:00.000Z',
        },
      ],
    });
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map/notice', PATTERN);

    const notice = (await screen.findByRole('heading', { name: 'Holiday hours' })).closest('li');
    expect(notice).toBeTruthy();
    expect(within(notice as HTMLElement).getByText('2026-11-20')).toBeTruthy();
    expect(within(notice as HTMLElement).getByText('We open at 10 am on December 24.')).toBeTruthy();
  });

  it("says 'No notice yet.' for a store without notices", async () => {
    gateway.on('GET /api/v1/notices/store_id=7', { status: 200, body: [] });
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/7/Map/notice', PATTERN);

    expect(await screen.findByText('No notice yet.')).toBeTruthy();
  });

  it('says so when the store does not exist', async () => {
    gateway.on('GET /api/v1/store/8', {
      status: 404,
      body: { statusCode: 404, message: 'Store not found', errors: ['Store not found'] },
    });
    renderMobile(<MobileStoreDetailPage />, '/store/coupon/8/Map', PATTERN);

    expect(await screen.findByText('This store could not be found.')).toBeTruthy();
  });
});
