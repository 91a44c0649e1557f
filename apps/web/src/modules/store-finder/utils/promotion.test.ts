import { describe, expect, it } from 'vitest';

import { promotionProblem } from './promotion';

describe('promotionProblem', () => {
  const day = '2026-11-24';

  it('is none for an ongoing mission that ends today or later', () => {
    expect(promotionProblem({ status: 'ongoing', expire_date: day }, day)).toBeNull();
    expect(promotionProblem({ status: 'ongoing', expire_date: '2026-12-31' }, day)).toBeNull();
  });

  it("says 'No promotion in progress' for a store without a mission", () => {
    expect(promotionProblem(null, day)).toBe('noPromotion');
    expect(promotionProblem(undefined, day)).toBe('noPromotion');
  });

  it("says 'The promotion has been suspended' for a mission that is not ongoing", () => {
    expect(promotionProblem({ status: 'pended', expire_date: '2026-12-31' }, day)).toBe('promotionSuspended');
    expect(promotionProblem({ status: null, expire_date: '2026-12-31' }, day)).toBe('promotionSuspended');
  });

  it("says 'End of promotion period' for an ongoing mission past its expire date", () => {
    expect(promotionProblem({ status: 'ongoing', expire_date: '2026-11-23' }, day)).toBe('promotionEnded');
  });
});
