import { memberNoUpcaster, renamedFields } from './upcast';

describe(renamedFields.name, () => {
  const sut = renamedFields({ bbs_no: 'memberNo' });

  it('moves an old field to its new name', () => {
    expect(sut({ bbs_no: 7, area1: 1 })).toEqual({ memberNo: 7, area1: 1 });
  });

  it('leaves a payload in the current format as it is', () => {
    expect(sut({ memberNo: 7, area1: 1 })).toEqual({ memberNo: 7, area1: 1 });
  });

  it('keeps the new name when a payload carries both', () => {
    expect(sut({ bbs_no: 1, memberNo: 7 })).toEqual({ memberNo: 7 });
  });

  it('does not change the payload it was given', () => {
    const stored = { bbs_no: 7 };
    sut(stored);
    expect(stored).toEqual({ bbs_no: 7 });
  });

  it.each([null, 7, 'bbs_no', [{ bbs_no: 7 }]])('passes %p through for validation to reject', (payload) => {
    expect(sut(payload)).toBe(payload);
  });
});

describe('memberNoUpcaster', () => {
  it.each([
    ['member events', { bbs_no: 42 }],
    ['ticket.redeemed', { ticket_id: 3, store_id: 12, user_id: 42, redeemedAt: '2026-11-20T08:00:00.000Z' }],
  ])('reads the member number of %s written before the rename', (_, stored) => {
    expect(memberNoUpcaster(stored)).toMatchObject({ memberNo: 42 });
  });
});
