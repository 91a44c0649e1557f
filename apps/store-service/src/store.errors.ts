import { CommonErrorCode, DomainError, StoreErrorCode } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';

/** The store service's domain errors; the gateway maps each code to its HTTP status. */
export const StoreErrors = {
  storeNotFound: () => new DomainError(StoreErrorCode.StoreNotFound, 'Store not found'),
  noticeNotFound: () => new DomainError(StoreErrorCode.NoticeNotFound, 'Notice not found'),
  imageNotFound: () => new DomainError(StoreErrorCode.ImageNotFound, 'Image not found'),
  imageLimit: () => new DomainError(StoreErrorCode.ImageLimitExceeded, MESSAGES.storeImageLimit),
  invalidCredentials: () =>
    new DomainError(StoreErrorCode.InvalidCredentials, MESSAGES.loginCheckEmailPassword),
  notOwner: (message = 'This store belongs to another owner') =>
    new DomainError(StoreErrorCode.NotOwner, message),
  renameAdminOnly: () => new DomainError(StoreErrorCode.NotOwner, MESSAGES.storeRenameAdminOnly),
  stampPasswordTooShort: () =>
    new DomainError(CommonErrorCode.ValidationFailed, MESSAGES.stampPasswordTooShort),
  stampCodeOff: () => new DomainError(StoreErrorCode.StampCodeOff, MESSAGES.stampCodeOff),
  codeExhausted: () =>
    new DomainError(
      StoreErrorCode.CodeExhausted,
      'Could not allocate a unique store code. Please try again.',
    ),
};
