/** The push service's domain error codes (mapped to HTTP in the gateway's one exhaustive switch). */
export enum PushErrorCode {
  /** No push message has that id. */
  MessageNotFound = 'push.message-not-found',
  /** The message exists, but not in the asking member's inbox. */
  NotInInbox = 'push.not-in-inbox',
  /** A store has sent its pushes of the day; `retryAfter` says when the next day starts. */
  DailyLimitReached = 'push.daily-limit-reached',
  /** The device receives another member's pushes, whose session is live: it moves when that one ends. */
  DeviceTaken = 'push.device-taken',
}
