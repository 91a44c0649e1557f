/** Business constants of product-spec §9. */
export const STORE_CODE_LENGTH = 6;
export const STORE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const STORE_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const MAX_NORMAL_STORE_IMAGES = 15;
export const MEMBER_PAGE_SIZE = 10;
export const MISSION_NAME_MAX_LENGTH = 30;
export const MAX_STAMP_COUNT = 100;
/** Stamp pacing (issue 30 §2): a mission's minimum time between one member's stamps, 1 minute to 1 week. */
export const MAX_STAMP_INTERVAL_MINUTES = 10_080;
/** Stamp pacing: a mission's cap of stamps per member and day, 1 to a full card. */
export const MAX_DAILY_STAMP_LIMIT = MAX_STAMP_COUNT;

/**
 * api-contract.md, third revision: a password a member, an administrator or a store owner sets has at least
 * this many characters (and is not a commonly used one); passwords set before keep working.
 */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
/** api-contract.md, third revision: a stamp password set from then on; older, shorter ones keep stamping. */
export const STAMP_PASSWORD_MIN_LENGTH = 6;

export const IMAGE_TYPES = ['representative', 'normal'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MISSION_STATUSES = ['ongoing', 'pended', 'finished'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** How the back-office shows a mission (spec §4): the server works it out (`display_status` in its views). */
export const MISSION_DISPLAY_STATUSES = ['in_progress', 'stopped', 'ended'] as const;
export type MissionDisplayStatus = (typeof MISSION_DISPLAY_STATUSES)[number];

/**
 * How a store's members prove they are at the counter (docs/stamping.md): the store's fixed stamp password,
 * or a six-digit code that changes every 30 seconds.
 */
/** The query parameter of the stamp page's link that carries a rotating code (`/store/coupon/12?code=492039`). */
export const STAMP_CODE_QUERY = 'code';

export const STAMP_MODES = ['password', 'rotating'] as const;
export type StampMode = (typeof STAMP_MODES)[number];

export const STORE_SORTS = ['newest', 'name'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

/** The kinds of push message (spec §7): each automatic push has its own; an administrator picks one too. */
export const PUSH_TYPES = ['new-store', 'new-event', 'start-event', 'pause-event', 'end-event'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Platforms of the device tokens the native wrappers and browsers hand over. */
export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** Spec §5 and §9: a push message fits in 100 characters (enforced for store owners). */
export const PUSH_MESSAGE_MAX_LENGTH = 100;
export const PUSH_SUBJECT_MAX_LENGTH = 50;
/** An administrator's broadcast may be longer than an owner's push, but not unbounded. */
export const ADMIN_PUSH_MESSAGE_MAX_LENGTH = 500;
export const ADMIN_PUSH_TITLE_MAX_LENGTH = 100;
