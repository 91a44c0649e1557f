import { DomainError, MemberErrorCode } from '@stamp/contracts';
import { hashLinkToken } from '@stamp/server-kit/security';
import { MemberServiceSettings } from '../member-service.settings';
import { FakeClock, FakeMailer, NOW, memberEntity, recordingLogger } from '../test/fakes';
import { DormancyCandidate, DormancyRepository } from './dormancy.repository';
import { DormancyService } from './dormancy.service';

const DAY = 24 * 60 * 60 * 1000;

/** The repository's claims as the service sees them: the cut-offs asked for, and what they return. */
class FakeDormancyRepository {
  noticeCutoff?: Date;
  dormantCutoffs?: { lastUseBefore: Date; noticedBefore: Date };
  candidates: DormancyCandidate[] = [];
  released: number[] = [];
  link?: { memberNo: number; tokenHash: string; expiresAt: Date };

  claimNotices(lastUseBefore: Date): Promise<DormancyCandidate[]> {
    this.noticeCutoff = lastUseBefore;
    return Promise.resolve(this.candidates);
  }

  releaseNotice(memberNo: number): Promise<void> {
    this.released.push(memberNo);
    return Promise.resolve();
  }

  markDormant(lastUseBefore: Date, noticedBefore: Date): Promise<number> {
    this.dormantCutoffs = { lastUseBefore, noticedBefore };
    return Promise.resolve(3);
  }

  setReactivationLink(memberNo: number, tokenHash: string, expiresAt: Date): Promise<void> {
    this.link = { memberNo, tokenHash, expiresAt };
    return Promise.resolve();
  }

  reactivate(tokenHash: string): Promise<number | null> {
    return Promise.resolve(tokenHash === this.link?.tokenHash ? this.link.memberNo : null);
  }
}

describe(DormancyService.name, () => {
  let repository: FakeDormancyRepository;
  let mailer: FakeMailer;
  let sut: DormancyService;

  beforeEach(() => {
    repository = new FakeDormancyRepository();
    mailer = new FakeMailer();
    sut = new DormancyService(
      repository as unknown as DormancyRepository,
      Object.assign(new MemberServiceSettings(), {
        DORMANT_AFTER_DAYS: 365,
        PUBLIC_URL: 'https://stamp.ph/',
      }),
      mailer,
      new FakeClock(NOW),
      recordingLogger().logger,
    );
  });

  it('mails the notice to members last seen 358 days ago and marks dormant those a year ago told a week ago', async () => {
    repository.candidates = [{ memberNo: 42, email: 'juan@example.ph', firstName: 'Juan' }];

    const done = await sut.sweep();

    expect(done).toEqual({ noticesSent: 1, madeDormant: 3 });
    expect(repository.noticeCutoff).toEqual(new Date(NOW.getTime() - 358 * DAY));
    expect(repository.dormantCutoffs).toEqual({
      lastUseBefore: new Date(NOW.getTime() - 365 * DAY),
      noticedBefore: new Date(NOW.getTime() - 7 * DAY),
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'juan@example.ph' });
    expect(mailer.sent[0].text).toContain('becomes dormant on 2026-11-29');
    expect(mailer.sent[0].text).toContain('https://stamp.ph/mobile/login');
  });

  it('releases a notice whose mail failed, so the next run sends it', async () => {
    repository.candidates = [{ memberNo: 42, email: 'juan@example.ph', firstName: 'Juan' }];
    mailer.failure = new Error('connection refused');

    const done = await sut.sweep();

    expect(done.noticesSent).toBe(0);
    expect(repository.released).toEqual([42]);
  });

  it('refuses a dormant login with its own code and mails a link whose token only the mail holds', async () => {
    const error = await sut.refuseDormantLogin(memberEntity()).catch((caught: unknown) => caught);
    await sut.mailSettled();

    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(MemberErrorCode.AccountDormant);
    const token = /reactivate\?token=([\w-]+)/.exec(mailer.sent[0]?.text ?? '')?.[1] ?? '';
    expect(repository.link).toEqual({
      memberNo: 42,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(NOW.getTime() + DAY),
    });
    await expect(sut.reactivate({ token })).resolves.toEqual({ reactivated: true });
    await expect(sut.reactivate({ token: 'guessed' })).rejects.toMatchObject({
      code: MemberErrorCode.InvalidReactivationLink,
    });
  });
});
