import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import type { StoreFull } from '../../stores';
import { StoreInfoForm } from './StoreInfoForm';

const image = (id: number, type: 'representative' | 'normal') => ({
  id,
  key: `stores/12/${String(id)}.png`,
  type,
});

function store(normalPhotos: number): StoreFull {
  return {
    id: 12,
    code: 'K7Q2ZD',
    name: 'Kape ni Juan',
    password: '4321',
    owner_name: 'Juan Dela Cruz',
    email: 'owner@kapenijuan.ph',
    phone_number: '0281234567',
    owner_phone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: '123 Ayala Ave.',
    status: 'active',
    createdAt: '2026-11-20T08:00:00.000Z',
    redeemed: 4,
    stamp_mode: 'password',
    stampGuessingAlert: null,
    Mission: null,
    Images: [
      image(1, 'representative'),
      ...Array.from({ length: normalPhotos }, (_, index) => image(index + 2, 'normal')),
    ],
  };
}

function answerLookups(photos: number) {
  gateway.on('GET /api/v1/regions', { status: 200, body: ['National Capital Region (NCR)'] });
  gateway.on('GET /api/v1/region=National Capital Region (NCR)', { status: 200, body: ['Makati City'] });
  gateway.on('POST /api/v1/images/url', {
    status: 200,
    body: { urls: Array.from({ length: photos + 1 }, (_, index) => `/img/${String(index)}.png`) },
  });
}

describe(StoreInfoForm.name, () => {
  it('shows the code and the name but never edits them, and saves the owner’s fields', async () => {
    answerLookups(2);
    gateway.on('PUT /api/v1/store/update', { status: 200, body: store(2) });
    renderMobile(<StoreInfoForm store={store(2)} />);

    const code = screen.getByLabelText<HTMLInputElement>('Store code');
    const name = screen.getByLabelText<HTMLInputElement>('Store name');
    expect(code.value).toBe('K7Q2ZD');
    expect(code.disabled).toBe(true);
    expect([name.value, name.disabled]).toEqual(['Kape ni Juan', true]);
    expect(screen.getByText('Only an administrator can rename a store.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '1 Rizal St.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('Update success');
    expect(gateway.callsTo('PUT /api/v1/store/update')[0]?.body).toEqual({
      id: 12,
      code: 'K7Q2ZD',
      password: '4321',
      phone_number: '0281234567',
      region: 'National Capital Region (NCR)',
      province: 'Makati City',
      address: '1 Rizal St.',
      stamp_mode: 'password',
    });
  });

  it('switches the store to the rotating code', async () => {
    answerLookups(2);
    gateway.on('PUT /api/v1/store/update', { status: 200, body: store(2) });
    renderMobile(<StoreInfoForm store={store(2)} />);

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Fixed password' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Rotating code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('Update success');
    expect(gateway.callsTo('PUT /api/v1/store/update')[0]?.body).toMatchObject({ stamp_mode: 'rotating' });
  });

  it('checks the spec §5 store messages before saving', async () => {
    answerLookups(2);
    renderMobile(<StoreInfoForm store={store(2)} />);

    await userEvent.clear(screen.getByLabelText('Stamp password'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Store password is required');
    expect(gateway.callsTo('PUT /api/v1/store/update')).toEqual([]);
  });

  it('shows one alert at a time in the spec order, its field focused', async () => {
    answerLookups(2);
    renderMobile(<StoreInfoForm store={store(2)} />);

    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.clear(screen.getByLabelText('Store phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Store phone number is required',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Store phone'));

    await userEvent.type(screen.getByLabelText('Store phone'), '0281234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Address is required']);
    expect(document.activeElement).toBe(screen.getByLabelText('Address'));
    expect(gateway.callsTo('PUT /api/v1/store/update')).toEqual([]);
  });

  it('refuses a new stamp password under 6 characters, and keeps the store’s own 4-digit one', async () => {
    answerLookups(2);
    renderMobile(<StoreInfoForm store={store(2)} />);

    await userEvent.clear(screen.getByLabelText('Stamp password'));
    await userEvent.type(screen.getByLabelText('Stamp password'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The stamp password must be at least 6 characters.',
    );
    expect(gateway.callsTo('PUT /api/v1/store/update')).toEqual([]);
  });

  it('hides the add button at 15 photos and shows it below', () => {
    answerLookups(15);
    const full = renderMobile(<StoreInfoForm store={store(15)} />);
    expect(screen.queryByText('Add photos')).toBeNull();
    full.unmount();

    answerLookups(14);
    renderMobile(<StoreInfoForm store={store(14)} />);
    expect(screen.getByText('Add photos')).toBeTruthy();
  });

  it('asks before removing a stored photo, and shows the server’s first error', async () => {
    answerLookups(2);
    gateway.on('DELETE /api/v1/image', { status: 200, body: { deleted: 1 } });
    gateway.on('PUT /api/v1/store/update', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Bad request',
        errors: ['Store name is required', 'Address is required'],
      },
    });
    renderMobile(<StoreInfoForm store={store(2)} />);

    const removes = screen.getAllByRole('button', { name: /remove|delete/i });
    await userEvent.click(removes[removes.length - 1] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(sheet.textContent).toContain('Are you sure you want to delete this image?');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Store name is required');
    expect(gateway.callsTo('DELETE /api/v1/image')).toEqual([]);
  });

  it('says what failed when the gateway refuses', async () => {
    answerLookups(2);
    gateway.on('PUT /api/v1/store/update', refusal(403, 'Forbidden'));
    renderMobile(<StoreInfoForm store={store(2)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Forbidden');
  });
});
