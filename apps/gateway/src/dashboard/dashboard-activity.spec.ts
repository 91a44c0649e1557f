import { mergeActivity } from './dashboard-activity';

describe(mergeActivity.name, () => {
  it("puts each day's sign-ups beside its loyalty counts, and zero where the member service listed none", () => {
    const counts = { stamps: 4, completed_cards: 1, redemptions: 2 };
    const sut = mergeActivity(
      {
        timeZone: 'Asia/Manila',
        from: '2026-03-09',
        to: '2026-03-11',
        days: [
          { date: '2026-03-09', ...counts },
          { date: '2026-03-10', ...counts },
          { date: '2026-03-11', ...counts },
        ],
      },
      [
        { date: '2026-03-11', new_members: 5 },
        { date: '2026-03-09', new_members: 2 },
      ],
    );

    expect(sut).toEqual({
      timeZone: 'Asia/Manila',
      from: '2026-03-09',
      to: '2026-03-11',
      days: [
        { date: '2026-03-09', ...counts, new_members: 2 },
        { date: '2026-03-10', ...counts, new_members: 0 },
        { date: '2026-03-11', ...counts, new_members: 5 },
      ],
    });
  });
});
