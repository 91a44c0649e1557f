import { guessingAlertMail } from './guessing-alert-mail';

describe(guessingAlertMail.name, () => {
  const store = { name: 'Kape ni Juan', email: 'owner@kapenijuan.ph', ownerName: 'Juan Dela Cruz' };
  const alert = {
    detectedAt: new Date('2026-11-22T08:05:42Z'),
    failures: 30,
    members: 7,
    windowSeconds: 900,
  };

  it("goes to the store's e-mail address with the store's name in the subject", () => {
    const sut = guessingAlertMail(store, alert);

    expect(sut.to).toBe('owner@kapenijuan.ph');
    expect(sut.subject).toBe('Many wrong stamp passwords at Kape ni Juan');
  });

  it('says how many wrong passwords from how many members in how many minutes, and when', () => {
    const { text } = guessingAlertMail(store, alert);

    expect(text).toMatch(/^Hello Juan Dela Cruz,\n/);
    expect(text).toContain(
      '30 wrong stamp passwords were typed at Kape ni Juan by 7 members within 15 minutes (noticed 2026-11-22 08:05 UTC).',
    );
  });

  it('tells the owner that real members can still stamp and where to change the stamp password', () => {
    const { text } = guessingAlertMail(store, alert);

    expect(text).toContain('Your real members can still stamp as usual with the right password');
    expect(text).toContain(
      'If your stamp password may have leaked, change it: open the store menu → Store information',
    );
  });

  it('counts one of each in the singular, and a window under a minute as one minute', () => {
    const { text } = guessingAlertMail(
      { ...store, ownerName: ' ' },
      { ...alert, failures: 1, members: 1, windowSeconds: 20 },
    );

    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('1 wrong stamp password was typed at Kape ni Juan by 1 member within 1 minute (');
  });
});
