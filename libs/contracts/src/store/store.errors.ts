/** The store service's domain error codes (mapped to HTTP in the gateway's one exhaustive switch). */
export enum StoreErrorCode {
  StoreNotFound = 'store.store-not-found',
  NoticeNotFound = 'store.notice-not-found',
  ImageNotFound = 'store.image-not-found',
  ImageLimitExceeded = 'store.image-limit-exceeded',
  InvalidCredentials = 'store.invalid-credentials',
  NotOwner = 'store.not-owner',
  CodeExhausted = 'store.code-exhausted',
  /** A rotating stamp code asked of a store that stamps with its fixed password. */
  StampCodeOff = 'store.stamp-code-off',
}
