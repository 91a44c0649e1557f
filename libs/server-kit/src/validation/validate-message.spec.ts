import {
  CommonErrorCode,
  CreateStoreRequest,
  DeleteMissionMessage,
  DomainError,
  GetStoreMessage,
  UpdateStoreMessage,
} from '@stamp/contracts';
import { MessageValidationError, validateMessage } from './validate-message';

const VALID_STORE = {
  name: 'Kape ni Juan',
  password: '432109',
  owner_name: 'Juan Dela Cruz',
  email: 'owner@kapenijuan.ph',
  phone_number: '0281234567',
  owner_phone: '09171234567',
  region: 'National Capital Region (NCR)',
  province: 'Makati City',
  address: '123 Ayala Ave.',
};

/** The MessageValidationError the promise rejected with (the test fails if it resolved or threw something else). */
async function validationErrorOf(promise: Promise<unknown>): Promise<MessageValidationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MessageValidationError);
  return error as MessageValidationError;
}

describe(validateMessage.name, () => {
  const sut = validateMessage;

  it('lists the nine required messages of an empty store, in the order of the spec', async () => {
    const error = await validationErrorOf(sut(CreateStoreRequest, {}));

    expect(error.errors).toEqual([
      'Store name is required',
      'Store password is required',
      'Owner name is required',
      'Store email is required',
      'Store phone number is required',
      'Owner phone number is required',
      'Region is required',
      'Province is required',
      'Address is required',
    ]);
    expect(error.message).toBe('Store name is required');
  });

  it('raises a DomainError of code ValidationFailed, which the gateway answers with 400', async () => {
    const error = await validationErrorOf(sut(CreateStoreRequest, {}));

    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe(CommonErrorCode.ValidationFailed);
  });

  it('says "required" rather than a type complaint for an empty string', async () => {
    const error = await validationErrorOf(sut(CreateStoreRequest, { ...VALID_STORE, region: '' }));

    expect(error.errors).toEqual(['Region is required']);
  });

  it('refuses a stamp password under 6 characters with the contract message', async () => {
    const error = await validationErrorOf(sut(CreateStoreRequest, { ...VALID_STORE, password: '4321' }));

    expect(error.errors).toEqual(['The stamp password must be at least 6 characters.']);
  });

  it.each(['Owner12', 'password1', 'QWERTYUIOP'])(
    'refuses the owner password %s on create and update with the contract message',
    async (owner_password) => {
      const created = await validationErrorOf(sut(CreateStoreRequest, { ...VALID_STORE, owner_password }));
      const updated = await validationErrorOf(
        sut(UpdateStoreMessage, { actor: { kind: 'admin' }, changes: { id: 12, owner_password } }),
      );

      expect([created.errors, updated.errors]).toEqual([
        ['Password must be at least 8 characters and not a commonly used password.'],
        ['Password must be at least 8 characters and not a commonly used password.'],
      ]);
    },
  );

  it('takes a good owner password', async () => {
    await expect(
      sut(CreateStoreRequest, { ...VALID_STORE, owner_password: 'Kape-owner-2026' }),
    ).resolves.toBeInstanceOf(CreateStoreRequest);
  });

  it('gives the e-mail message for a bad e-mail', async () => {
    const error = await validationErrorOf(sut(CreateStoreRequest, { ...VALID_STORE, email: 'not-an-email' }));

    expect(error.errors).toEqual(['Store email is not a valid e-mail address']);
  });

  it('lists only the fields that are wrong', async () => {
    const error = await validationErrorOf(
      sut(CreateStoreRequest, { ...VALID_STORE, password: undefined, code: 'abc' }),
    );

    expect(error.errors).toEqual([
      'Store password is required',
      'Store code must be 6 characters, A-Z and 0-9',
    ]);
  });

  it.each([
    ['null', null],
    ['an array', [VALID_STORE]],
    ['a string', JSON.stringify(VALID_STORE)],
    ['a number', 42],
    ['undefined', undefined],
  ])('refuses %s as the body', async (_name, body) => {
    const error = await validationErrorOf(sut(CreateStoreRequest, body));

    expect(error.errors).toEqual(['The request body must be a JSON object']);
    expect(error.message).toBe('The request body must be a JSON object');
  });

  it('returns a valid body as an instance of the contract class', async () => {
    const request = await sut(CreateStoreRequest, { ...VALID_STORE, code: 'K7Q2ZD' });

    expect(request).toBeInstanceOf(CreateStoreRequest);
    expect(request).toEqual({ ...VALID_STORE, code: 'K7Q2ZD' });
  });

  it('drops properties the contract does not declare', async () => {
    const request = await sut(CreateStoreRequest, { ...VALID_STORE, redeemed: 1000, status: 'vip' });

    expect(request).not.toHaveProperty('redeemed');
    expect(request).not.toHaveProperty('status');
  });

  it.each([
    [
      'an id beyond the Postgres integer range',
      { id: 1e20, full: false },
      'id must be a number from -2147483648 to 2147483647',
    ],
    [
      'an id just past it',
      { id: 2147483648, full: false },
      'id must be a number from -2147483648 to 2147483647',
    ],
  ])('refuses %s before its class is looked at', async (_name, body, message) => {
    const error = await validationErrorOf(sut(GetStoreMessage, body));

    expect(error.errors).toEqual([message]);
  });

  it('accepts the largest Postgres integer as an id', async () => {
    await expect(sut(GetStoreMessage, { id: 2147483647, full: false })).resolves.toEqual({
      id: 2147483647,
      full: false,
    });
  });

  it('names a nested number beyond the integer range by its path', async () => {
    const error = await validationErrorOf(
      sut(DeleteMissionMessage, { actor: { kind: 'store', storeId: -1e20 }, id: 1 }),
    );

    expect(error.errors).toEqual(['actor.storeId must be a number from -2147483648 to 2147483647']);
  });

  it('refuses a NUL character in any text, whatever the field', async () => {
    const error = await validationErrorOf(
      sut(CreateStoreRequest, { ...VALID_STORE, address: 'Ayala\u0000Ave.' }),
    );

    expect(error.errors).toEqual(['address must not contain a NUL character']);
  });
});
