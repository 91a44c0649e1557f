import { ARGON2ID_HASH_PATTERN, EventEnvelope, StoreFullView, StorePublicView } from '@stamp/contracts';
import { MESSAGES, STORE_CODE_PATTERN } from '@stamp/shared';
import { sendEndlessUpload } from '@stamp/testing';
import { PNG_BYTES, storeInput } from '../support/fixtures';
import { TestSystem, eventually, observeEvents, startTestSystem } from '../support/system';

describe('Stores through the gateway (real Postgres and NATS)', () => {
  let sut: TestSystem;
  let admin: string;
  let seen: EventEnvelope[] = [];

  beforeAll(async () => {
    sut = await startTestSystem();
    admin = await sut.tokenFor({ kind: 'admin', adminId: 1, authority: 'super master' });
    seen = await observeEvents(sut, 'test-observer', ['store.>']);
  });

  afterAll(async () => {
    await sut.close();
  });

  async function createStore(overrides = {}): Promise<number> {
    const response = await sut.call<{ id: number }>('POST', '/api/v1/store/create', {
      token: admin,
      body: storeInput(overrides),
    });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  describe('create', () => {
    it('refuses a caller without a token with 401', async () => {
      const response = await sut.call('POST', '/api/v1/store/create', { body: storeInput() });
      expect(response.status).toBe(401);
    });

    it('refuses a member or store token with 403', async () => {
      const member = await sut.tokenFor({ kind: 'member', memberNo: 5 });
      const owner = await sut.tokenFor({ kind: 'store', storeId: 1 });
      expect(
        (await sut.call('POST', '/api/v1/store/create', { token: member, body: storeInput() })).status,
      ).toBe(403);
      expect(
        (await sut.call('POST', '/api/v1/store/create', { token: owner, body: storeInput() })).status,
      ).toBe(403);
    });

    it('lists every missing field with the spec messages in the spec order', async () => {
      const response = await sut.call<{ statusCode: number; message: string; errors: string[] }>(
        'POST',
        '/api/v1/store/create',
        {
          token: admin,
          body: { name: '   ', address: '' },
        },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        MESSAGES.storeNameRequired,
        MESSAGES.storePasswordRequired,
        MESSAGES.ownerNameRequired,
        MESSAGES.storeEmailRequired,
        MESSAGES.storePhoneRequired,
        MESSAGES.ownerPhoneRequired,
        MESSAGES.regionRequired,
        MESSAGES.provinceRequired,
        MESSAGES.addressRequired,
      ]);
      expect(response.body.message).toBe(MESSAGES.storeNameRequired);
      expect(response.body.statusCode).toBe(400);
    });

    it('returns the id and announces store.created with the store name and place', async () => {
      const input = storeInput();
      const id = await createStore(input);
      const event = await eventually(async () => {
        const found = seen.find(
          (e) => e.subject === 'store.created' && (e.payload as { id: number }).id === id,
        );
        expect(found).toBeDefined();
        return Promise.resolve(found);
      });
      expect(event?.payload).toMatchObject({
        id,
        name: input.name,
        region: input.region,
        province: input.province,
        address: input.address,
        stampPasswordVerifier: expect.stringMatching(ARGON2ID_HASH_PATTERN) as unknown,
      });
      expect(JSON.stringify(event?.payload)).not.toContain(`"${input.password}"`);
    });

    it('gives 20 stores created at once 20 distinct valid codes', async () => {
      const ids = await Promise.all(Array.from({ length: 20 }, () => createStore()));
      const stores = await Promise.all(
        ids.map((id) => sut.call<StoreFullView>('GET', `/api/v1/store/${id}`, { token: admin })),
      );
      const codes = stores.map((s) => s.body.code);
      expect(new Set(codes).size).toBe(20);
      codes.forEach((code) => {
        expect(code).toMatch(STORE_CODE_PATTERN);
      });
    });

    it('keeps a proposed code that is free and replaces one that is taken', async () => {
      const first = await createStore({ code: 'ZZ' + Date.now().toString(36).slice(-4).toUpperCase() });
      const firstCode = (await sut.call<StoreFullView>('GET', `/api/v1/store/${first}`, { token: admin }))
        .body.code;
      const second = await createStore({ code: firstCode });
      const secondCode = (await sut.call<StoreFullView>('GET', `/api/v1/store/${second}`, { token: admin }))
        .body.code;
      expect(secondCode).not.toBe(firstCode);
      expect(secondCode).toMatch(STORE_CODE_PATTERN);
    });

    describe('with its images (multipart)', () => {
      function registration(
        fields: Record<string, string>,
        representative: number,
        normal: number,
      ): FormData {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) {
          data.append(name, value);
        }
        for (let i = 0; i < representative; i++) {
          data.append('representative', new Blob([PNG_BYTES], { type: 'image/png' }), `r${i}.png`);
        }
        for (let i = 0; i < normal; i++) {
          data.append('images', new Blob([PNG_BYTES], { type: 'image/png' }), `n${i}.png`);
        }
        return data;
      }

      async function register(data: FormData) {
        const response = await fetch(`${sut.baseUrl}/api/v1/store/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          body: data,
        });
        return { status: response.status, body: (await response.json()) as { id: number; errors: string[] } };
      }

      it('creates the store with its representative and normal images', async () => {
        const fields = storeInput() as unknown as Record<string, string>;
        const created = await register(registration(fields, 1, 2));
        expect(created.status).toBe(201);
        const store = await sut.call<StorePublicView>('GET', `/api/v1/store/${created.body.id}`);
        expect(store.body.Images.map((i) => i.type).sort()).toEqual(['normal', 'normal', 'representative']);
      });

      it('lists the image messages after the field messages, in the spec order', async () => {
        const { name: _name, ...rest } = storeInput();
        expect((await register(registration(rest, 0, 0))).body.errors).toEqual([
          MESSAGES.storeNameRequired,
          MESSAGES.storeImageRequired,
        ]);
        expect(
          (await register(registration(storeInput() as unknown as Record<string, string>, 0, 2))).body.errors,
        ).toEqual([MESSAGES.representativeImageRequired]);
        expect(
          (await register(registration(storeInput() as unknown as Record<string, string>, 1, 0))).body.errors,
        ).toEqual([MESSAGES.normalImageRequired]);
      });

      it('refuses 16 normal images with the spec message and creates nothing', async () => {
        const fields = storeInput() as unknown as Record<string, string>;
        const refused = await register(registration(fields, 1, 16));
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([MESSAGES.storeImageLimit]);
        const found = await sut.call<StorePublicView[]>(
          'GET',
          `/api/v1/stores/name=${encodeURIComponent(fields.name)}`,
        );
        expect(found.body).toEqual([]);
      });
    });

    it('answers 413 to a huge body without falling over', async () => {
      const response = await sut.call('POST', '/api/v1/store/create', {
        token: admin,
        body: storeInput({ address: 'x'.repeat(2_000_000) }),
      });
      expect(response.status).toBe(413);
      expect((await sut.call('GET', '/healthz')).status).toBe(200);
    });
  });

  describe('read', () => {
    it('shows the public view without secrets to anonymous callers and members', async () => {
      const id = await createStore();
      for (const token of [
        undefined,
        await sut.tokenFor({ kind: 'member', memberNo: 3 }),
        await sut.tokenFor({ kind: 'store', storeId: id + 1000 }),
      ]) {
        const response = await sut.call<Record<string, unknown>>('GET', `/api/v1/store/${id}`, { token });
        expect(response.status).toBe(200);
        for (const secret of ['password', 'code', 'email', 'owner_phone', 'owner_name']) {
          expect(response.body).not.toHaveProperty(secret);
        }
        expect(response.body).toMatchObject({ id, Images: [], Mission: null, redeemed: 0 });
      }
    });

    it('shows the full record to an admin and to the store owner', async () => {
      const input = storeInput();
      const id = await createStore(input);
      for (const token of [admin, await sut.tokenFor({ kind: 'store', storeId: id })]) {
        const response = await sut.call<StoreFullView>('GET', `/api/v1/store/${id}`, { token });
        expect(response.body).toMatchObject({
          password: input.password,
          email: input.email,
          owner_name: input.owner_name,
        });
        expect(JSON.stringify(response.body)).not.toMatch(/argon2|verifier/i);
      }
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number or beyond the integer range', async () => {
      expect((await sut.call('GET', '/api/v1/store/99999999')).status).toBe(404);
      expect((await sut.call('GET', '/api/v1/store/2147483647')).status).toBe(404);
      for (const id of ['abc', '99999999999999999999', '-99999999999999999999', '2147483648', '0', '1.5']) {
        const bad = await sut.call<{ message: string }>('GET', `/api/v1/store/${id}`);
        expect([id, bad.status, bad.body.message]).toEqual([
          id,
          400,
          'id must be a whole number from 1 to 2147483647',
        ]);
      }
    });

    it('searches by region, region and province, name and code, newest first or alphabetical', async () => {
      const region = 'Region VII (Central Visayas)';
      const tag = Date.now().toString(36);
      const b = await createStore({ region, province: 'Cebu City', name: `B-${tag}` });
      const a = await createStore({ region, province: 'Cebu', name: `A-${tag}` });
      const byRegion = await sut.call<StorePublicView[]>(
        'GET',
        `/api/v1/store/region=${encodeURIComponent(region)}/only`,
      );
      expect(byRegion.body.map((s) => s.id).slice(0, 2)).toEqual([a, b]);
      const byProvince = await sut.call<StorePublicView[]>(
        'GET',
        `/api/v1/store/region=${encodeURIComponent(region)}/province=${encodeURIComponent('Cebu City')}`,
      );
      expect(byProvince.body.map((s) => s.id)).toContain(b);
      expect(byProvince.body.map((s) => s.id)).not.toContain(a);
      const byName = await sut.call<StorePublicView[]>('GET', `/api/v1/stores/name=${tag}?sort=name`);
      expect(byName.body.map((s) => s.id)).toEqual([a, b]);
      const code = (await sut.call<StoreFullView>('GET', `/api/v1/store/${a}`, { token: admin })).body.code;
      const byCode = await sut.call<StoreFullView[]>('GET', `/api/v1/stores?code=${code}`, { token: admin });
      expect(byCode.body.map((s) => s.id)).toEqual([a]);
      const lookup = await sut.call('GET', `/api/v1/store/code/${code}`);
      expect(lookup.body).toEqual({ id: a, name: `A-${tag}` });
      expect((await sut.call('GET', '/api/v1/store/code/QQQQQ0')).body).toBeNull();
      expect((await sut.call('GET', '/api/v1/stores?sort=sideways')).status).toBe(400);
    });
  });

  describe('HTTP caching of public reads', () => {
    const region = 'Region VI (Western Visayas)';
    const lists = [
      '/api/v1/stores',
      `/api/v1/store/region=${encodeURIComponent(region)}/only`,
      `/api/v1/store/region=${encodeURIComponent(region)}/province=${encodeURIComponent('Iloilo City')}`,
    ];

    it('answers a store list with an ETag, and 304 without a body to a request naming it', async () => {
      await createStore({ region, province: 'Iloilo City' });
      const identity = { 'accept-encoding': 'identity' };
      for (const path of lists) {
        const first = await sut.call<StorePublicView[]>('GET', path, { headers: identity });
        const etag = first.headers.get('etag') ?? '';
        expect([path, first.status, first.headers.get('cache-control')]).toEqual([
          path,
          200,
          'public, no-cache',
        ]);
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        expect(first.headers.get('vary')).toMatch(/authorization/i);
        expect(first.headers.get('content-type')).toMatch(/^application\/json/);
        expect(first.body.length).toBeGreaterThan(0);

        const again = await sut.call('GET', path, { headers: { ...identity, 'if-none-match': etag } });
        expect([path, again.status, again.body, again.headers.get('etag')]).toEqual([path, 304, null, etag]);
        const other = await sut.call('GET', path, { headers: { 'if-none-match': '"something-else"' } });
        expect(other.status).toBe(200);
      }
    });

    it('sends a list of a kilobyte or more compressed to a client that accepts it, with the weak form of its ETag', async () => {
      const province = `Compressed ${Date.now().toString(36)}`;
      for (let i = 0; i < 6; i++) {
        await createStore({ region, province });
      }
      const path = `/api/v1/store/region=${encodeURIComponent(region)}/province=${encodeURIComponent(province)}`;
      const plain = await sut.call<StorePublicView[]>('GET', path, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(Number(plain.headers.get('content-length'))).toBeGreaterThanOrEqual(1024);
      expect(plain.headers.get('vary')).toBe('Authorization, Accept-Encoding');
      const etag = plain.headers.get('etag') ?? '';
      for (const [accepted, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
      ]) {
        // fetch decompresses the body; Content-Length is that of the compressed bytes.
        const compressed = await sut.call<StorePublicView[]>('GET', path, {
          headers: { 'accept-encoding': accepted },
        });
        expect([compressed.status, compressed.headers.get('content-encoding')]).toEqual([200, coding]);
        expect(Number(compressed.headers.get('content-length'))).toBeLessThan(
          Number(plain.headers.get('content-length')) / 2,
        );
        expect(compressed.body).toEqual(plain.body);
        expect(compressed.headers.get('etag')).toBe(`W/${etag}`);
        const again = await sut.call('GET', path, {
          headers: { 'accept-encoding': accepted, 'if-none-match': etag },
        });
        expect([again.status, again.body]).toEqual([304, null]);
      }
    });

    it("gives a list a new ETag when one of its stores changes, and the changed store's list again", async () => {
      const id = await createStore({ region, province: 'Iloilo City' });
      const before = await Promise.all(lists.map((path) => sut.call('GET', path)));
      const renamed = await sut.call('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id, name: `Renamed-${Date.now().toString(36)}` },
      });
      expect(renamed.status).toBe(200);
      for (const [index, path] of lists.entries()) {
        const etag = before[index]?.headers.get('etag') ?? '';
        const after = await sut.call<StorePublicView[]>('GET', path, { headers: { 'if-none-match': etag } });
        expect([path, after.status]).toEqual([path, 200]);
        expect(after.headers.get('etag')).not.toBe(etag);
        expect(after.body.find((store) => store.id === id)?.name).toMatch(/^Renamed-/);
      }
    });

    it('keeps the full view of a caller with a token out of shared caches', async () => {
      const response = await sut.call('GET', '/api/v1/stores', { token: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const anonymous = await sut.call('GET', '/api/v1/stores');
      expect(anonymous.headers.get('etag')).not.toBe(response.headers.get('etag'));
    });

    it('lets a browser keep the regions a day, and answers 304 when it asks again', async () => {
      const first = await sut.call<string[]>('GET', '/api/v1/regions');
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const again = await sut.call('GET', '/api/v1/regions', {
        headers: { 'if-none-match': first.headers.get('etag') ?? '' },
      });
      expect([again.status, again.body]).toEqual([304, null]);
    });
  });

  describe('update and owner login', () => {
    it('lets the owner log in with code, e-mail and owner password, then edit the owner form fields', async () => {
      const input = storeInput({ owner_password: 'Owner-pass-2026' });
      const id = await createStore(input);
      const code = (await sut.call<StoreFullView>('GET', `/api/v1/store/${id}`, { token: admin })).body.code;
      const login = await sut.call<{ token: string; store: StoreFullView }>('POST', '/api/v1/store/login', {
        body: { code, email: input.email.toUpperCase(), password: 'Owner-pass-2026' },
      });
      expect(login.status).toBe(200);
      expect(login.body.store.id).toBe(id);
      const updated = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: login.body.token,
        body: { id, name: input.name, password: '999999', address: '1 Rizal St.', code },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        name: input.name,
        password: '999999',
        address: '1 Rizal St.',
        code,
      });
    });

    it('refuses an owner renaming the store with 403, and lets an administrator rename it', async () => {
      const input = storeInput();
      const id = await createStore(input);
      const owner = await sut.tokenFor({ kind: 'store', storeId: id });

      const refused = await sut.call<{ message: string }>('PUT', '/api/v1/store/update', {
        token: owner,
        body: { id, name: 'Stamp Support', address: 'Somewhere else' },
      });
      const unchanged = await sut.call<StoreFullView>('GET', `/api/v1/store/${id}`, { token: admin });
      const renamed = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id, name: 'Kape ni Maria' },
      });

      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only an administrator can rename a store.');
      expect(unchanged.body).toMatchObject({ name: input.name, address: input.address });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe('Kape ni Maria');
    });

    it('refuses a new stamp password under 6 characters, on create and on update by an admin or the owner', async () => {
      const created = await sut.call<{ errors: string[] }>('POST', '/api/v1/store/create', {
        token: admin,
        body: storeInput({ password: '4321' }),
      });
      const id = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: id });
      const byAdmin = await sut.call<{ errors: string[] }>('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id, password: '9876' },
      });
      const byOwner = await sut.call<{ errors: string[] }>('PUT', '/api/v1/store/update', {
        token: owner,
        body: { id, password: '98765' },
      });

      for (const response of [created, byAdmin, byOwner]) {
        expect([response.status, response.body.errors]).toEqual([400, [MESSAGES.stampPasswordTooShort]]);
      }
      const stored = await sut.call<StoreFullView>('GET', `/api/v1/store/${String(id)}`, { token: admin });
      expect(stored.body.password).not.toMatch(/^98765?$/);
    });

    it('refuses an owner password under 8 characters or a common one, on create and on update', async () => {
      const id = await createStore();
      const answers = [
        await sut.call<{ errors: string[] }>('POST', '/api/v1/store/create', {
          token: admin,
          body: storeInput({ owner_password: 'Owner12' }),
        }),
        await sut.call<{ errors: string[] }>('POST', '/api/v1/store/create', {
          token: admin,
          body: storeInput({ owner_password: 'Password1' }),
        }),
        await sut.call<{ errors: string[] }>('PUT', '/api/v1/store/update', {
          token: admin,
          body: { id, owner_password: 'sunshine' },
        }),
      ];

      for (const response of answers) {
        expect([response.status, response.body.errors]).toEqual([400, [MESSAGES.weakPassword]]);
      }
    });

    it('refuses a wrong store password with the spec message', async () => {
      const input = storeInput();
      const id = await createStore(input);
      const code = (await sut.call<StoreFullView>('GET', `/api/v1/store/${id}`, { token: admin })).body.code;
      const login = await sut.call<{ message: string }>('POST', '/api/v1/store/login', {
        body: { code, email: input.email, password: 'nope' },
      });
      expect(login.status).toBe(401);
      expect(login.body.message).toBe(MESSAGES.loginCheckEmailPassword);
    });

    it('limits guessing a store password: past 10 tries in 15 minutes, 429 with Retry-After', async () => {
      const body = { code: 'GUESS1', email: 'x@y.ph', password: 'nope' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await sut.call('POST', '/api/v1/store/login', { body })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const last = await sut.call('POST', '/api/v1/store/login', { body });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses a store token for another store with 403, and an owner changing admin-only fields', async () => {
      const id = await createStore();
      const other = await sut.tokenFor({ kind: 'store', storeId: id + 1 });
      expect(
        (await sut.call('PUT', '/api/v1/store/update', { token: other, body: { id, name: 'Hijack' } }))
          .status,
      ).toBe(403);
      const own = await sut.tokenFor({ kind: 'store', storeId: id });
      const response = await sut.call<{ message: string }>('PUT', '/api/v1/store/update', {
        token: own,
        body: { id, email: 'new@x.ph' },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toContain('email');
    });

    it('lets an admin change every field but the code', async () => {
      const id = await createStore();
      const ok = await sut.call<StoreFullView>('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id, owner_name: 'Maria', email: 'maria@x.ph' },
      });
      expect(ok.body).toMatchObject({ owner_name: 'Maria', email: 'maria@x.ph' });
      const code = await sut.call('PUT', '/api/v1/store/update', {
        token: admin,
        body: { id, code: 'AAAAAA' },
      });
      expect(code.status).toBe(400);
    });
  });

  describe('images', () => {
    function form(files: { bytes: Buffer; name: string; type: string }[]): FormData {
      const data = new FormData();
      for (const file of files) {
        data.append('images', new Blob([file.bytes], { type: file.type }), file.name);
      }
      return data;
    }

    async function upload(storeId: number, type: string, data: FormData, token: string) {
      const response = await fetch(`${sut.baseUrl}/api/v1/upload/image/store=${storeId}/type=${type}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: data,
      });
      return {
        status: response.status,
        body: (await response.json()) as { images: { key: string; url: string }[]; message?: string },
      };
    }

    it('stores real images, serves their bytes, and refuses a text file named .png', async () => {
      const id = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: id });
      const uploaded = await upload(
        id,
        'representative',
        form([{ bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }]),
        owner,
      );
      expect(uploaded.status).toBe(201);
      const key = uploaded.body.images[0]?.key ?? '';
      const urls = await sut.call<{ urls: string[] }>('POST', '/api/v1/images/url', {
        body: { keys: [key] },
      });
      const path = new URL(urls.body.urls[0] ?? '').pathname;
      const served = await fetch(`${sut.baseUrl}${path}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(PNG_BYTES)).toBe(true);
      expect(served.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      const again = await fetch(`${sut.baseUrl}${path}`, {
        headers: { 'if-none-match': served.headers.get('etag') ?? '' },
      });
      expect([again.status, (await again.arrayBuffer()).byteLength]).toEqual([304, 0]);
      const fake = await upload(
        id,
        'normal',
        form([{ bytes: Buffer.from('not an image'), name: 'x.png', type: 'image/png' }]),
        owner,
      );
      expect(fake.status).toBe(400);
      const store = await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`);
      expect(store.body.Images).toEqual([expect.objectContaining({ key, type: 'representative' })]);
    });

    it('keeps one representative image: a new one replaces the old', async () => {
      const id = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: id });
      await upload(
        id,
        'representative',
        form([{ bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }]),
        owner,
      );
      const second = await upload(
        id,
        'representative',
        form([{ bytes: PNG_BYTES, name: 'b.png', type: 'image/png' }]),
        owner,
      );
      const store = await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`);
      expect(store.body.Images.map((i) => i.key)).toEqual([second.body.images[0]?.key]);
    });

    it('refuses more than 15 normal images with the spec message', async () => {
      const id = await createStore();
      const files = Array.from({ length: 16 }, (_, i) => ({
        bytes: PNG_BYTES,
        name: `${i}.png`,
        type: 'image/png',
      }));
      const response = await upload(id, 'normal', form(files), admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.storeImageLimit);
      const store = await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`);
      expect(store.body.Images).toEqual([]);
    });

    it('refuses the 16th image of an upload as it starts to arrive, reading none of what follows', async () => {
      const id = await createStore();
      const boundary = 'stamp-boundary';
      const part = (name: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n';
      const fifteen = Array.from(
        { length: 15 },
        (_, i) => `${part(`${i}.png`)}${PNG_BYTES.toString('latin1')}\r\n`,
      );
      const url = `${sut.baseUrl}/api/v1/upload/image/store=${id}/type=normal`;
      const headers = {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };

      // Then a 16th file that would go on for a gigabyte.
      const sent = await sendEndlessUpload(url, `${fifteen.join('')}${part('15.png')}`, 1024 ** 3, headers);

      expect(sent.status).toBe(400);
      expect(JSON.parse(sent.body)).toMatchObject({ message: MESSAGES.storeImageLimit });
      expect(sent.written).toBeLessThan(32 * 1024 ** 2);
      const store = await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`);
      expect(store.body.Images).toEqual([]);
    });

    it('refuses an upload whose Content-Length is over the limit before reading it', async () => {
      const id = await createStore();
      const url = `${sut.baseUrl}/api/v1/upload/image/store=${id}/type=normal`;

      const sent = await sendEndlessUpload(url, '', 1024 ** 3, {
        authorization: `Bearer ${admin}`,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(320 * 1024 ** 2),
      });

      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body)).toMatchObject({ message: 'The upload is too large.' });
      expect(sent.written).toBeLessThan(32 * 1024 ** 2);
    });

    it("refuses an owner uploading to or deleting another store's images", async () => {
      const id = await createStore();
      const uploaded = await upload(
        id,
        'normal',
        form([{ bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }]),
        admin,
      );
      const stranger = await sut.tokenFor({ kind: 'store', storeId: id + 1 });
      expect(
        (await upload(id, 'normal', form([{ bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }]), stranger))
          .status,
      ).toBe(403);
      const key = uploaded.body.images[0]?.key ?? '';
      expect(
        (await sut.call('DELETE', '/api/v1/image', { token: stranger, body: { image: key } })).status,
      ).toBe(403);
      const removed = await sut.call('DELETE', '/api/v1/image', {
        token: await sut.tokenFor({ kind: 'store', storeId: id }),
        body: { image: [key] },
      });
      expect(removed.status).toBe(200);
      expect((await fetch(`${sut.baseUrl}/api/v1/images/file/${key}`)).status).toBe(404);
    });

    it('rejects keys that try to leave the storage folder', async () => {
      const response = await sut.call('POST', '/api/v1/images/url', { body: { keys: ['../../etc/passwd'] } });
      expect(response.status).toBe(400);
    });
  });

  describe('notices', () => {
    it('lets the owner write and delete notices, anybody read them, and nobody else delete them', async () => {
      const id = await createStore();
      const owner = await sut.tokenFor({ kind: 'store', storeId: id });
      const created = await sut.call<{ id: number }>('POST', '/api/v1/notice/create', {
        token: owner,
        body: { store_id: id, title: 'Holiday hours', message: 'Open at 10 on Dec 24' },
      });
      expect(created.status).toBe(201);
      const list = await sut.call<{ id: number; title: string }[]>('GET', `/api/v1/notices/store_id=${id}`);
      expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, title: 'Holiday hours' })]);
      const stranger = await sut.tokenFor({ kind: 'store', storeId: id + 1 });
      expect(
        (
          await sut.call('POST', '/api/v1/notice/create', {
            token: stranger,
            body: { store_id: id, title: 't', message: 'm' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await sut.call('DELETE', `/api/v1/notice/delete/${created.body.id}`, { token: stranger })).status,
      ).toBe(403);
      expect(
        (await sut.call('DELETE', `/api/v1/notice/delete/${created.body.id}`, { token: owner })).status,
      ).toBe(200);
      expect((await sut.call('GET', `/api/v1/notices/store_id=${id}`)).body).toEqual([]);
    });
  });

  describe('events from other services', () => {
    it("keeps the store's Mission from loyalty's mission events", async () => {
      const id = await createStore();
      const mission = {
        id: 77,
        store_id: id,
        name: 'Buy 10 get 1',
        start_date: '2026-12-01',
        expire_date: '2026-12-31',
        max_stamp_count: 10,
        status: 'ongoing',
        createdAt: new Date().toISOString(),
      };
      const store = { id, name: 'x', region: 'r', province: 'p', address: 'a' };
      await sut.publish('mission.created', { mission, store });
      await eventually(async () => {
        const response = await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`);
        expect(response.body.Mission).toMatchObject({
          id: 77,
          name: 'Buy 10 get 1',
          max_stamp_count: 10,
          status: 'ongoing',
        });
      });
      await sut.publish('mission.ended', { mission, store, reason: 'deleted' });
      await eventually(async () => {
        expect((await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`)).body.Mission).toBeNull();
      });
    });

    it('counts a redeemed ticket once, even when the event is delivered twice', async () => {
      const id = await createStore();
      const envelope = await sut.publish('ticket.redeemed', {
        ticket_id: 1,
        store_id: id,
        memberNo: 2,
        redeemedAt: new Date().toISOString(),
      });
      await eventually(async () => {
        expect((await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`)).body.redeemed).toBe(1);
      });
      await sut.bus.publish({ ...envelope, id: envelope.id });
      // Written before ADR 0006 (the member number was user_id): still read, through the event's upcaster.
      await sut.publish('ticket.redeemed', {
        ticket_id: 2,
        store_id: id,
        user_id: 2,
        redeemedAt: new Date().toISOString(),
      });
      await eventually(async () => {
        expect((await sut.call<StorePublicView>('GET', `/api/v1/store/${id}`)).body.redeemed).toBe(2);
      });
      const counted = await sut.call<{ redeemed: number }>('PUT', `/api/v1/store/${id}/redeemed`, {
        token: admin,
      });
      expect(counted.body.redeemed).toBe(3);
    });
  });

  describe('delete', () => {
    it('removes the store with its images and notices and announces store.deleted', async () => {
      const id = await createStore();
      await sut.call('POST', '/api/v1/notice/create', {
        token: admin,
        body: { store_id: id, title: 't', message: 'm' },
      });
      expect(
        (
          await sut.call('DELETE', `/api/v1/store/delete/${id}`, {
            token: await sut.tokenFor({ kind: 'store', storeId: id }),
          })
        ).status,
      ).toBe(403);
      expect((await sut.call('DELETE', `/api/v1/store/delete/${id}`, { token: admin })).status).toBe(200);
      expect((await sut.call('GET', `/api/v1/store/${id}`)).status).toBe(404);
      expect((await sut.call('GET', `/api/v1/notices/store_id=${id}`)).status).toBe(404);
      await eventually(async () => {
        expect(
          seen.some((e) => e.subject === 'store.deleted' && (e.payload as { id: number }).id === id),
        ).toBe(true);
        return Promise.resolve();
      });
    });
  });

  describe('platform', () => {
    it('is ready when its bus is connected', async () => {
      const response = await sut.call<{ status: string }>('GET', '/readyz');
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('ready');
    });

    it('documents every store, image, notice and region route in OpenAPI', async () => {
      const doc = await sut.call<{ paths: Record<string, unknown> }>('GET', '/api/docs-json');
      const paths = Object.keys(doc.body.paths);
      for (const path of [
        '/api/v1/stores',
        '/api/v1/store/region={region}/only',
        '/api/v1/store/region={region}/province={province}',
        '/api/v1/stores/name={name}',
        '/api/v1/store/code/{code}',
        '/api/v1/store/{id}',
        '/api/v1/store/create',
        '/api/v1/store/login',
        '/api/v1/store/update',
        '/api/v1/store/delete/{id}',
        '/api/v1/store/{id}/redeemed',
        '/api/v1/images/url',
        '/api/v1/image',
        '/api/v1/upload/image/store={id}/type={type}',
        '/api/v1/notices/store_id={id}',
        '/api/v1/notice/create',
        '/api/v1/notice/delete/{noticeId}',
        '/api/v1/regions',
        '/api/v1/region={region}',
        '/api/v1/region={region}/province={province}',
        '/api/v1/province_id={areaId}',
        '/api/v1/id/region={region}',
        '/api/v1/id/region={region}/province={province}',
      ]) {
        expect(paths).toContain(path);
      }
    });

    it('carries the request id back to the caller', async () => {
      const response = await sut.call('GET', '/api/v1/store/1', {
        headers: { 'x-request-id': 'abcdef12-req' },
      });
      expect(response.headers.get('x-request-id')).toBe('abcdef12-req');
    });
  });
});
