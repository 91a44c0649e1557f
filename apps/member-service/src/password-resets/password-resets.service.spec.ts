import { createHash } from 'node:crypto';
import { JOIN_CHECK, MemberErrorCode, RequestPasswordResetMessage } from '@stamp/contracts';
import { MailMessage } from '@stamp/server-kit/mail';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';
import { MembersRepository } from '../members/members.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import {
  FakeClock,
  FakeMailer,
  FakeMembersRepository,
  FakePasswordHasher,
  FakePasswordResetsRepository,
  LoggedLine,
  memberEntity,
  recordingLogger,
  NOW,
} from '../test/fakes';
import { PasswordResetsRepository } from './password-resets.repository';
import { PasswordResetsService, RESET_REQUEST_MIN_MS, RESET_TOKEN_TTL_MS } from './password-resets.service';

const MINUTE = 60 * 1000;

function request(fields: Partial<RequestPasswordResetMessage> = {}): RequestPasswordResetMessage {
  return {
    first: 'Juan',
    last: 'Dela Cruz',
    email: 'juan@example.ph',
    publicUrl: 'https://stamp.example.ph/',
    ...fields,
  };
}

function tokenIn(mail: MailMessage | undefined): string {
  const match = /\/mobile\/reset-password\?token=(\S+)/.exec(mail?.text ?? '');
  expect(match).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

describe(PasswordResetsService.name, () => {
  let members: FakeMembersRepository;
  let resets: FakePasswordResetsRepository;
  let mailer: FakeMailer;
  let clock: FakeClock;
  let unitOfWork: FakeUnitOfWork;
  let logLines: LoggedLine[];
  let sut: PasswordResetsService;

  function build(...existing: ReturnType<typeof memberEntity>[]): void {
    members = new FakeMembersRepository(...existing);
    resets = new FakePasswordResetsRepository();
    mailer = new FakeMailer();
    clock = new FakeClock(NOW);
    unitOfWork = new FakeUnitOfWork();
    const { logger, lines } = recordingLogger();
    logLines = lines;
    sut = new PasswordResetsService(
      members as unknown as MembersRepository,
      resets as unknown as PasswordResetsRepository,
      new FakePasswordHasher() as unknown as PasswordHasher,
      unitOfWork as unknown as UnitOfWork,
      mailer,
      clock,
      logger,
    );
  }

  /** Asks for a link and returns the token the mail carries. */
  async function requestToken(): Promise<string> {
    await sut.requestReset(request());
    await sut.mailSettled();
    return tokenIn(mailer.sent.at(-1));
  }

  beforeEach(() => {
    build(memberEntity());
  });

  describe('requestReset', () => {
    it('mails a single link to the member and keeps only the token’s SHA-256, valid 30 minutes', async () => {
      const answer = await sut.requestReset(request());
      await sut.mailSettled();

      expect(answer).toEqual({ email: 'juan@example.ph' });
      expect(mailer.sent).toHaveLength(1);
      const mail = mailer.sent.at(0);
      expect(mail).toMatchObject({ to: 'juan@example.ph', subject: 'Reset your Stamp password' });
      expect(mail?.text).toContain('https://stamp.example.ph/mobile/reset-password?token=');
      expect(mail?.text).toContain('valid for 30 minutes');
      expect(mail?.text).not.toContain('kape1234');
      const token = tokenIn(mail);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(resets.rows).toHaveLength(1);
      expect(resets.rows[0]).toMatchObject({
        memberNo: 42,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(clock.now().getTime() - RESET_REQUEST_MIN_MS + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
      expect(JSON.stringify(resets.rows)).not.toContain(token);
    });

    it('matches names and e-mail in any case', async () => {
      await expect(
        sut.requestReset(request({ first: 'JUAN', last: 'dela cruz', email: ' Juan@Example.PH ' })),
      ).resolves.toEqual({ email: 'juan@example.ph' });
    });

    it('replaces an older unused link of the member', async () => {
      const first = await requestToken();
      const second = await requestToken();

      expect(second).not.toBe(first);
      expect(resets.rows).toHaveLength(1);
      expect((await domainErrorOf(sut.resetPassword({ token: first, password: 'x' }))).code).toBe(
        MemberErrorCode.InvalidResetToken,
      );
    });

    it.each<[string, Partial<RequestPasswordResetMessage>]>([
      ['the e-mail', { email: 'maria@example.ph' }],
      ['the first name', { first: 'Juana' }],
      ['the last name', { last: 'Santos' }],
    ])('answers Password not found when %s does not match, sending nothing', async (_field, fields) => {
      const error = await domainErrorOf(sut.requestReset(request(fields)));
      await sut.mailSettled();

      expect(error.code).toBe(MemberErrorCode.PasswordNotFound);
      expect(error.message).toBe('Password not found.');
      expect(mailer.sent).toEqual([]);
      expect(resets.rows).toEqual([]);
    });

    it('does not send a link for a withdrawn member', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.withdrawn }));

      const error = await domainErrorOf(sut.requestReset(request()));

      expect(error.code).toBe(MemberErrorCode.PasswordNotFound);
    });

    it('answers after the same fixed time whether the member exists or not', async () => {
      jest.spyOn(members, 'findForReset').mockImplementation((email) => {
        clock.advance(40);
        return Promise.resolve(email === 'juan@example.ph' ? memberEntity() : null);
      });

      const started = clock.now().getTime();
      await sut.requestReset(request());
      const matchTook = clock.now().getTime() - started;
      await domainErrorOf(sut.requestReset(request({ email: 'maria@example.ph' })));
      const missTook = clock.now().getTime() - started - matchTook;

      expect(matchTook).toBe(RESET_REQUEST_MIN_MS);
      expect(missTook).toBe(RESET_REQUEST_MIN_MS);
      expect(clock.sleeps).toEqual([210, 210]);
    });

    it('answers before the mail is sent, so mail latency does not show', async () => {
      let deliver: () => void = () => undefined;
      jest.spyOn(mailer, 'send').mockReturnValue(
        new Promise<void>((resolve) => {
          deliver = resolve;
        }),
      );

      await expect(sut.requestReset(request())).resolves.toEqual({ email: 'juan@example.ph' });

      deliver();
      await sut.mailSettled();
    });

    it('logs a failed mail with the member’s number and never the token', async () => {
      mailer.failure = Object.assign(new Error('smtp refused'), { code: 'EENVELOPE' });

      await sut.requestReset(request());
      await sut.mailSettled();

      expect(logLines).toEqual([
        {
          level: 'error',
          fields: { memberNo: 42, code: 'EENVELOPE' },
          message: 'password reset mail could not be sent',
        },
      ]);
    });
  });

  describe('resetPassword', () => {
    it('sets the new password and spends the token', async () => {
      const token = await requestToken();

      await expect(sut.resetPassword({ token, password: 'new-pass' })).resolves.toEqual({ reset: true });

      expect(members.rows.get(42)?.memberPass).toBe('hashed:new-pass');
      expect(resets.rows[0]?.usedAt).toEqual(clock.now());
    });

    it('works only once', async () => {
      const token = await requestToken();
      await sut.resetPassword({ token, password: 'new-pass' });

      const error = await domainErrorOf(sut.resetPassword({ token, password: 'other-pass' }));

      expect(error.code).toBe(MemberErrorCode.InvalidResetToken);
      expect(error.message).toBe('This reset link is invalid or has expired.');
      expect(members.rows.get(42)?.memberPass).toBe('hashed:new-pass');
    });

    it('lets only one of two uses at the same moment succeed', async () => {
      const token = await requestToken();

      const results = await Promise.allSettled([
        sut.resetPassword({ token, password: 'first-pass' }),
        sut.resetPassword({ token, password: 'second-pass' }),
      ]);

      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('still works just before 30 minutes', async () => {
      const token = await requestToken();
      clock.advance(30 * MINUTE - 1 - RESET_REQUEST_MIN_MS);

      await expect(sut.resetPassword({ token, password: 'new-pass' })).resolves.toEqual({ reset: true });
    });

    it('refuses a link 30 minutes old', async () => {
      const token = await requestToken();
      clock.advance(30 * MINUTE - RESET_REQUEST_MIN_MS);

      const error = await domainErrorOf(sut.resetPassword({ token, password: 'new-pass' }));

      expect(error.code).toBe(MemberErrorCode.InvalidResetToken);
      expect(members.rows.get(42)?.memberPass).toBe('hashed:kape1234');
    });

    it('refuses an unknown token', async () => {
      const error = await domainErrorOf(sut.resetPassword({ token: 'made-up', password: 'new-pass' }));

      expect(error.code).toBe(MemberErrorCode.InvalidResetToken);
    });

    it('lets a suspended member reset the password, still suspended', async () => {
      build(memberEntity({ joinCheck: JOIN_CHECK.suspended }));
      const token = await requestToken();

      await sut.resetPassword({ token, password: 'new-pass' });

      expect(members.rows.get(42)).toMatchObject({ memberPass: 'hashed:new-pass', joinCheck: 1 });
    });
  });
});
