/** The kinds of push message (spec §7): each automatic push has its own; an administrator picks one too. */
export const PUSH_TYPES = ['new-store', 'new-event', 'start-event', 'pause-event', 'end-event'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Where a push message came from: the domain events, an administrator, or a store owner. */
export const PUSH_ORIGINS = ['auto', 'admin', 'store'] as const;
export type PushOrigin = (typeof PUSH_ORIGINS)[number];

/** Platforms of the device tokens the native wrappers and browsers hand over. */
export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** The situations of the admin auto-push screen (spec §2), one per automatic push type. */
export const PUSH_SITUATIONS: Record<PushType, string> = {
  'new-store': 'New store registered',
  'new-event': 'New coupon event registered',
  'start-event': 'Store coupon event started',
  'pause-event': 'Store coupon event paused',
  'end-event': 'Store coupon event expired or forcibly ended',
};

/** Who an automatic or administrator's push goes to (the auto-push screen's "target"). */
export const ALL_MEMBERS_TARGET = 'All members';

/** Spec §5 and §9: a push message fits in 100 characters (enforced for store owners). */
export const PUSH_MESSAGE_MAX_LENGTH = 100;
export const PUSH_SUBJECT_MAX_LENGTH = 50;
/** An administrator's broadcast may be longer than an owner's push, but not unbounded. */
export const ADMIN_PUSH_MESSAGE_MAX_LENGTH = 500;
export const ADMIN_PUSH_TITLE_MAX_LENGTH = 100;

/** Inbox and list paging: `?limit=` (1..100, default 50) and `?before=<id>` (keyset). */
export const PUSH_PAGE_DEFAULT = 50;
export const PUSH_PAGE_MAX = 100;

export const PUSH_MESSAGES = {
  titleRequired: 'Please enter the title.',
  titleTooLong: `Please enter the title within ${PUSH_SUBJECT_MAX_LENGTH} characters.`,
  adminTitleTooLong: `Please enter the title within ${ADMIN_PUSH_TITLE_MAX_LENGTH} characters.`,
  messageRequired: 'Please enter the message.',
  messageTooLong: `Please enter the message within ${PUSH_MESSAGE_MAX_LENGTH} characters.`,
  adminMessageTooLong: `Please enter the message within ${ADMIN_PUSH_MESSAGE_MAX_LENGTH} characters.`,
  typeInvalid: `type must be one of ${PUSH_TYPES.join(', ')}`,
  regionRequired: 'Region is required',
  provinceRequired: 'Province is required',
  unknownArea: 'Please select region and province.',
  platformInvalid: `platform must be one of ${DEVICE_PLATFORMS.join(', ')}`,
  tokenRequired: 'token is required',
  webTokenInvalid:
    'A web token must be the browser push subscription as JSON: {"endpoint": "https://...", "keys": {"p256dh": "...", "auth": "..."}}',
  dailyLimit: (limit: number) => `A store may send ${limit} push messages a day. Please try again tomorrow.`,
} as const;
