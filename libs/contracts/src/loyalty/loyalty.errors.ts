/** The loyalty service's domain error codes (mapped to HTTP in the gateway's one exhaustive switch). */
export enum LoyaltyErrorCode {
  MissionNotFound = 'loyalty.mission-not-found',
  MissionExists = 'loyalty.mission-exists',
  MissionInactive = 'loyalty.mission-inactive',
  WrongPassword = 'loyalty.wrong-password',
  CouponNotFound = 'loyalty.coupon-not-found',
  TicketNotFound = 'loyalty.ticket-not-found',
  NotOwner = 'loyalty.not-owner',
  TooManyAttempts = 'loyalty.too-many-attempts',
  /** The mission's pacing: too soon after the member's last stamp, or the day's stamps are used up. */
  StampTooSoon = 'loyalty.stamp-too-soon',
  IdempotencyConflict = 'loyalty.idempotency-conflict',
}
