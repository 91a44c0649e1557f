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

  it('tells the owner that new members wait, for how long, and that regular members can still stamp', () => {
    const { text } = guessingAlertMail(store, alert);

    expect(text).toContain(
      'your store no longer checks the stamp password of members who have never stamped there: they are ' +
        'asked to try again later. This lasts while the wrong passwords go on and ends 15 minutes after they ' +
        'stop, or at once when you change the stamp password.',
    );
    expect(text).toContain('Members who have stamped at your store before can still stamp as usual');
  });

  it('tells the owner where to change the stamp password', () => {
    const { text } = guessingAlertMail(store, alert);

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
