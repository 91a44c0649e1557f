import { CommonErrorCode, DomainError, PushErrorCode } from '@stamp/contracts';
import { MESSAGES, formatMessage } from '@stamp/shared';

/** The push service's domain errors; the gateway maps each code to its HTTP status. */
export const PushErrors = {
  validation: (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message),
  messageNotFound: () => new DomainError(PushErrorCode.MessageNotFound, 'Push message not found'),
  notInInbox: () => new DomainError(PushErrorCode.NotInInbox, 'This push message is not in your inbox.'),
  deviceTaken: () => new DomainError(PushErrorCode.DeviceTaken, MESSAGES.deviceTaken),
  /** A store's pushes of the day are sent; `retryAfterSeconds`: until the next day starts. */
  dailyLimitReached: (limit: number, retryAfterSeconds: number) => {
    const message = formatMessage(MESSAGES.dailyLimit, { limit });
    return new DomainError(PushErrorCode.DailyLimitReached, message, [message], retryAfterSeconds);
  },
};
