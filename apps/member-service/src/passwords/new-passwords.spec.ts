import { CreateAdminMessage, ResetPasswordRequest, UpdateAdminMessage } from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES } from '@stamp/shared';

const WEAK = MESSAGES.weakPassword;
const actor = { adminId: 1, authority: 'super master' };
const admin = (password: string | undefined) => ({
  authority: 'admin',
  name: 'Ana Cruz',
  admin_id: 'ana',
  password,
});

/** What the service's message router refuses (it validates every message with these classes, as the gateway does). */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  return promise.then(
    () => [],
    (error: unknown) => (error as { errors: string[] }).errors,
  );
}

describe('new passwords in the member service messages', () => {
  describe('member.reset-password', () => {
    it.each(['kape123', 'password', 'Qwertyuiop'])(
      'refuses %s with the contract message',
      async (password) => {
        await expect(
          refusal(validateMessage(ResetPasswordRequest, { token: 't0k3n', password })),
        ).resolves.toEqual([WEAK]);
      },
    );

    it('still says an empty password is missing, and takes a good one', async () => {
      await expect(
        refusal(validateMessage(ResetPasswordRequest, { token: 't0k3n', password: '' })),
      ).resolves.toEqual([MESSAGES.passwordRequired]);
      await expect(
        refusal(validateMessage(ResetPasswordRequest, { token: 't0k3n', password: 'kape-ni-juan-2024' })),
      ).resolves.toEqual([]);
    });
  });

  describe('member.create-admin', () => {
    it('refuses a weak password, and still asks for a missing one', async () => {
      await expect(
        refusal(validateMessage(CreateAdminMessage, { actor, admin: admin('admin12') })),
      ).resolves.toEqual([WEAK]);
      await expect(
        refusal(validateMessage(CreateAdminMessage, { actor, admin: admin('princess') })),
      ).resolves.toEqual([WEAK]);
      await expect(
        refusal(validateMessage(CreateAdminMessage, { actor, admin: admin('') })),
      ).resolves.toEqual([MESSAGES.adminPasswordRequired]);
      await expect(
        refusal(validateMessage(CreateAdminMessage, { actor, admin: admin('ana-strong-pass') })),
      ).resolves.toEqual([]);
    });
  });

  describe('member.update-admin', () => {
    it('refuses a weak new password', async () => {
      await expect(
        refusal(validateMessage(UpdateAdminMessage, { actor, id: 2, admin: admin('1234567') })),
      ).resolves.toEqual([WEAK]);
      await expect(
        refusal(validateMessage(UpdateAdminMessage, { actor, id: 2, admin: admin('Baseball') })),
      ).resolves.toEqual([WEAK]);
    });

    it('keeps the current password when the new one is empty or absent', async () => {
      await expect(
        refusal(validateMessage(UpdateAdminMessage, { actor, id: 2, admin: admin('') })),
      ).resolves.toEqual([]);
      await expect(
        refusal(validateMessage(UpdateAdminMessage, { actor, id: 2, admin: admin(undefined) })),
      ).resolves.toEqual([]);
    });
  });
});
