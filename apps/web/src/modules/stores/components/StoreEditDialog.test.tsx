import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { gateway } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { STORE_FULL } from '../../../test/storeFixtures';
import { StoreEditDialog } from './StoreEditDialog';

const STORE = {
  ...STORE_FULL,
  phone_number: '0281234567',
  owner_phone: '09171234567',
  Images: [
    { id: 1, key: 'stores/7/front.png', type: 'representative' as const },
    { id: 2, key: 'stores/7/inside.png', type: 'normal' as const },
  ],
};

describe(StoreEditDialog.name, () => {
  beforeEach(() => {
    gateway.on('GET /api/v1/store/7', { status: 200, body: STORE });
    gateway.on('POST /api/v1/images/url', { status: 200, body: { urls: ['/front.png', '/inside.png'] } });
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR'] });
    gateway.on('GET /api/v1/region=NCR', { status: 200, body: ['Makati City'] });
    gateway.on('PUT /api/v1/store/update', { status: 200, body: STORE });
    gateway.on('DELETE /api/v1/image', { status: 200, body: { removed: ['stores/7/inside.png'] } });
  });

  it('stages a photo removal after its confirmation and applies it only on register', async () => {
    const onClose = vi.fn();
    renderAdmin(<StoreEditDialog storeId={7} onClose={onClose} />);
    expect((await screen.findByLabelText<HTMLInputElement>(/^Store name/)).value).toBe('Kape ni Juan');

    const photos = screen.getByRole('group', { name: /^Photos/ });
    await userEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'delete' });
    expect(
      within(confirm).getByText('This process cannot be undone. Are you sure you want to delete this image?'),
    ).toBeDefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'delete' }));

    expect(within(photos).queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    expect(gateway.callsTo('DELETE /api/v1/image')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Store phone/));
    await userEvent.type(screen.getByLabelText(/^Store phone/), '0289999999');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(gateway.callsTo('PUT /api/v1/store/update')[0]?.body).toMatchObject({
      id: 7,
      phone_number: '0289999999',
      password: '1234',
    });
    expect(gateway.callsTo('DELETE /api/v1/image')[0]?.body).toEqual({ image: ['stores/7/inside.png'] });
  });

  it('refuses a new stamp password under 6 characters; the store’s own 4-digit one goes back as it is', async () => {
    renderAdmin(<StoreEditDialog storeId={7} onClose={vi.fn()} />);
    const password = await screen.findByLabelText<HTMLInputElement>(/^Stamp password/);
    expect(password.value).toBe('1234');

    await userEvent.clear(password);
    await userEvent.type(password, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(
      (await screen.findAllByText('The stamp password must be at least 6 characters.')).length,
    ).toBeGreaterThan(0);
    expect(gateway.callsTo('PUT /api/v1/store/update')).toEqual([]);
  });

  it.each([
    ['under 8 characters', 'Owner12'],
    ['commonly used, in any case', 'Password1'],
  ])('refuses a new owner password %s before sending it', async (_case, ownerPassword) => {
    renderAdmin(<StoreEditDialog storeId={7} onClose={vi.fn()} />);

    await userEvent.type(await screen.findByLabelText(/^Owner password/), ownerPassword);
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(
      (await screen.findAllByText('Password must be at least 8 characters and not a commonly used password.'))
        .length,
    ).toBeGreaterThan(0);
    expect(gateway.callsTo('PUT /api/v1/store/update')).toEqual([]);
  });

  it('lets an administrator switch the store to the rotating code', async () => {
    const onClose = vi.fn();
    renderAdmin(<StoreEditDialog storeId={7} onClose={onClose} />);

    await userEvent.click(await screen.findByRole('radio', { name: 'Rotating code' }));
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(gateway.callsTo('PUT /api/v1/store/update')[0]?.body).toMatchObject({
      id: 7,
      stamp_mode: 'rotating',
    });
  });

  it('keeps the photo when its removal is not confirmed', async () => {
    renderAdmin(<StoreEditDialog storeId={7} onClose={vi.fn()} />);
    const photos = await screen.findByRole('group', { name: /^Photos/ });

    await userEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'delete' })).getByRole('button', { name: 'cancel' }),
    );

    expect(within(photos).getByRole('button', { name: 'Remove photo 1' })).toBeDefined();
  });
});
