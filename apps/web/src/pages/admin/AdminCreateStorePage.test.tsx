import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { gateway, refusal, type MultipartBody } from '../../test/fakeGateway';
import { renderAdmin } from '../../test/renderAdmin';
import { AdminCreateStorePage } from './AdminCreateStorePage';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillFields() {
  await userEvent.type(screen.getByLabelText(/^Store name/), 'Kape ni Juan');
  await userEvent.type(screen.getByLabelText(/^Stamp password/), '123456');
  await userEvent.type(screen.getByLabelText(/^Owner name/), 'Juan');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'juan@example.ph');
  await userEvent.type(screen.getByLabelText(/^Store phone/), '0281234567');
  await userEvent.type(screen.getByLabelText(/^Admin mobile phone/), '09171234567');
  await userEvent.selectOptions(screen.getByLabelText(/^Region/), 'NCR');
  await userEvent.selectOptions(
    await screen.findByLabelText(/^Province/),
    await screen.findByRole('option', { name: 'Makati City' }),
  );
  await userEvent.type(screen.getByLabelText(/^Address/), '12 Jupiter St.');
}

/** The form filled in with a representative photo and one more, then sent. */
async function registerWithTwoPhotos() {
  renderAdmin(<AdminCreateStorePage />);
  await screen.findByLabelText('Store code');
  await fillFields();
  await userEvent.upload(screen.getByLabelText(/Choose photo/), png('front.png'));
  await userEvent.upload(screen.getByLabelText(/Add photos/), png('a.png'));
  await userEvent.click(screen.getByRole('button', { name: 'register' }));
}

const alert = async () => (await screen.findAllByRole('alert'))[0]?.textContent;

describe(AdminCreateStorePage.name, () => {
  beforeEach(() => {
    gateway.on('GET /api/v1/store/code/*', { status: 200, body: null });
    gateway.on('GET /api/v1/regions', { status: 200, body: ['NCR'] });
    gateway.on('GET /api/v1/region=NCR', { status: 200, body: ['Makati City', 'Quezon City'] });
  });

  it('names the page in the tab', async () => {
    renderAdmin(<AdminCreateStorePage />);

    await waitFor(() => {
      expect(document.title).toBe('Register a store — Stamp Management');
    });
  });

  it('generates an unused code on load and locks it', async () => {
    renderAdmin(<AdminCreateStorePage />);

    const code = await screen.findByLabelText('Store code');
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z0-9]{6}$/);
    expect(code.hasAttribute('readonly')).toBe(true);
  });

  it("alerts the spec's first missing field, in the spec's order", async () => {
    renderAdmin(<AdminCreateStorePage />);
    await screen.findByLabelText('Store code');

    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await alert()).toBe('Store name is required');

    await userEvent.type(screen.getByLabelText(/^Store name/), 'Kape');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(async () => {
      expect(await alert()).toBe('Store password is required');
    });
  });

  it('alerts a stamp password under 6 characters after the name', async () => {
    renderAdmin(<AdminCreateStorePage />);
    await screen.findByLabelText('Store code');
    await fillFields();
    await userEvent.type(screen.getByLabelText(/^Stamp password/), '{Backspace}');

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await alert()).toBe('The stamp password must be at least 6 characters.');
    expect(gateway.callsTo('POST /api/v1/store/create')).toEqual([]);
  });

  it("alerts an e-mail the store service would refuse, with the server's message, before sending", async () => {
    renderAdmin(<AdminCreateStorePage />);
    await screen.findByLabelText('Store code');
    await fillFields();
    const email = screen.getByLabelText(/^E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'juan@shop.invalid');

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await alert()).toBe('Store email is not a valid e-mail address');
    expect(gateway.callsTo('POST /api/v1/store/create')).toEqual([]);
  }, 15_000);

  it('alerts the photo rules after the fields: none, no representative, no normal photo', async () => {
    renderAdmin(<AdminCreateStorePage />);
    await screen.findByLabelText('Store code');
    await fillFields();

    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await alert()).toBe('Store image is required');

    await userEvent.upload(screen.getByLabelText(/Add photos/), png('a.png'));
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(async () => {
      expect(await alert()).toBe('Representative image is required');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.upload(screen.getByLabelText(/Choose photo/), png('front.png'));
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(async () => {
      expect(await alert()).toBe('Normal image is required');
    });
    expect(gateway.callsTo('POST /api/v1/store/create')).toEqual([]);
  });

  it('refuses more than 15 normal photos', async () => {
    renderAdmin(<AdminCreateStorePage />);
    await screen.findByLabelText('Store code');
    await fillFields();
    await userEvent.upload(screen.getByLabelText(/Choose photo/), png('front.png'));

    await userEvent.upload(
      screen.getByLabelText(/Add photos/),
      Array.from({ length: 16 }, (_, index) => png(`${String(index)}.png`)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await alert()).toBe('Store image should be less than 15');
  });

  it("shows 'Error: ' and the server's first message when the store is refused", async () => {
    gateway.on('POST /api/v1/store/create', {
      status: 400,
      body: { statusCode: 400, message: 'Store email is required', errors: ['Store email is required', 'x'] },
    });
    await registerWithTwoPhotos();

    await waitFor(async () => {
      expect(await alert()).toBe('Error: Store email is required');
    });
    expect(gateway.callsTo('POST /api/v1/store/create')[0]?.body).toMatchObject({
      fields: { name: 'Kape ni Juan', region: 'NCR', province: 'Makati City' },
    });
  });

  it('registers the store and its photos in one request', async () => {
    gateway.on('POST /api/v1/store/create', { status: 201, body: { id: 7 } });
    gateway.on('GET /api/v1/stores', { status: 200, body: [] });
    renderAdmin(<AdminCreateStorePage />);
    const code = (await screen.findByLabelText<HTMLInputElement>('Store code')).value;
    await fillFields();
    await userEvent.upload(screen.getByLabelText(/Choose photo/), png('front.png'));
    await userEvent.upload(screen.getByLabelText(/Add photos/), [png('a.png'), png('b.png')]);

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(gateway.callsTo('POST /api/v1/store/create')).toHaveLength(1);
    });
    const [create] = gateway.callsTo('POST /api/v1/store/create');
    expect(create?.body).toEqual<MultipartBody>({
      fields: {
        code,
        name: 'Kape ni Juan',
        password: '123456',
        owner_name: 'Juan',
        email: 'juan@example.ph',
        phone_number: '0281234567',
        owner_phone: '09171234567',
        region: 'NCR',
        province: 'Makati City',
        address: '12 Jupiter St.',
      },
      files: { representative: 1, images: 2 },
    });
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/v1/upload/'))).toEqual([]);
  });

  it('sends the store and its photos again in one request after a failed one', async () => {
    let attempts = 0;
    gateway.on('POST /api/v1/store/create', () =>
      ++attempts === 1 ? refusal(503, 'Service Unavailable') : { status: 201, body: { id: 7 } },
    );
    gateway.on('GET /api/v1/stores', { status: 200, body: [] });
    await registerWithTwoPhotos();
    await waitFor(async () => {
      expect(await alert()).toMatch(/^Error: /);
    });
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(gateway.callsTo('POST /api/v1/store/create')).toHaveLength(2);
    });
    for (const call of gateway.callsTo('POST /api/v1/store/create')) {
      expect(call.body).toMatchObject({
        fields: { name: 'Kape ni Juan' },
        files: { representative: 1, images: 1 },
      });
    }
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/v1/upload/'))).toEqual([]);
  });
});
