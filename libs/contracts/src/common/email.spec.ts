import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MESSAGES } from '@stamp/shared';
import { CreateStoreRequest } from '../store/store.messages';
import { IsEmailAddress } from './email';

class ContactForm {
  @IsEmailAddress() email!: unknown;
}

function messagesOf(form: object): string[] {
  return validateSync(form).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe(IsEmailAddress.name, () => {
  it('accepts an address that keeps the shared rule', () => {
    expect(messagesOf(Object.assign(new ContactForm(), { email: 'owner@kapenijuan.ph' }))).toEqual([]);
  });

  it.each(['owner@kapenijuan', 'x@shop.invalid', 'júan@example.ph', 42])('refuses %j', (email) => {
    expect(messagesOf(Object.assign(new ContactForm(), { email }))).toEqual([
      'email must be an e-mail address',
    ]);
  });

  it("gives a store's e-mail the store's message", () => {
    const store = plainToInstance(CreateStoreRequest, { email: 'owner@shop.invalid' });
    const email = validateSync(store).find((error) => error.property === 'email');

    expect(email?.constraints).toEqual({ isEmailAddress: MESSAGES.storeEmailInvalid });
  });
});
