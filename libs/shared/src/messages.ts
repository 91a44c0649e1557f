import {
  ADMIN_PUSH_MESSAGE_MAX_LENGTH,
  ADMIN_PUSH_TITLE_MAX_LENGTH,
  DEVICE_PLATFORMS,
  MAX_DAILY_STAMP_LIMIT,
  MAX_STAMP_INTERVAL_MINUTES,
  PUSH_MESSAGE_MAX_LENGTH,
  PUSH_SUBJECT_MAX_LENGTH,
  PUSH_TYPES,
} from './constants';

/**
 * Every product message the servers send, in the words of product-spec §5 and §8 and api-contract.md, and
 * our own where they give none: one place, so the services, the gateway and the web app say exactly the same
 * thing. A message with a value in it holds a `{name}` placeholder; `formatMessage` fills it in.
 */
export const MESSAGES = {
  // §5 Store creation alerts, in the order the form checks them (it shows the first that fails).
  storeNameRequired: 'Store name is required',
  storePasswordRequired: 'Store password is required',
  ownerNameRequired: 'Owner name is required',
  storeEmailRequired: 'Store email is required',
  storePhoneRequired: 'Store phone number is required',
  ownerPhoneRequired: 'Owner phone number is required',
  regionRequired: 'Region is required',
  provinceRequired: 'Province is required',
  addressRequired: 'Address is required',
  storeImageRequired: 'Store image is required',
  representativeImageRequired: 'Representative image is required',
  normalImageRequired: 'Normal image is required',
  storeImageLimit: 'Store image should be less than 15',
  /** Ours: the store's e-mail fails the product's one e-mail rule (`isEmailAddress`). */
  storeEmailInvalid: 'Store email is not a valid e-mail address',

  // §5 Searches.
  searchValueRequired: 'Input Search Value',
  /** Home search, and the area an administrator's push goes to. */
  unknownArea: 'Please select region and province.',

  // §5 Missions, in the order the form checks them; an administrator's missing field leads with
  // `requiredFields`. §8: a mission that is not there.
  missionNameRequired: 'Please enter the mission name.',
  missionNameTooLong: 'Please enter the mission name within 30 characters.',
  missionDatesRequired: 'Please enter the start and end date.',
  missionStartDateFirst: 'Please enter the start date first.',
  missionStartBeforeEnd: 'Please enter the start date before the end date.',
  missionEndAfterStart: 'Please enter the end date after the start date.',
  missionStampsRequired: 'Please enter the number of stamps.',
  missionStampsTooMany: 'Please enter the number of stamps less than 100.',
  // Ours (issue 30 §2): stamp pacing, blank = no limit.
  missionStampIntervalInvalid: `Please enter the minutes between stamps as a whole number from 1 to ${MAX_STAMP_INTERVAL_MINUTES}, or leave it blank.`,
  missionDailyLimitInvalid: `Please enter the stamps per day as a whole number from 1 to ${MAX_DAILY_STAMP_LIMIT}, or leave it blank.`,
  requiredFields: 'Please fill out the required fields.',
  missionCommunicationError: 'Communication error. Please try again.',

  // §5 Sign-up, in the spec's order (`emailInvalid` is ours, after the empty e-mail).
  privacyNotAgreed: 'Please agree to the privacy policy.',
  namesRequired: 'Please fill the first name and last name.',
  emailRequired: 'Please fill the email.',
  emailInvalid: 'Please enter a valid email.',
  passwordRequired: 'Please fill the password.',
  passwordsDiffer: 'Passwords do not match.',
  invalidAddress: 'Invalid address',
  phoneDigitsOnly: 'Phone number must contain numbers only.',

  // §5 Member info update.
  profilePasswordsDiffer: 'Password does not match',
  regionChanged: 'Region has been changed. Please fill province and address',

  // §5 and §6 Administrators: the register/update failure and what a role admin may not do.
  adminRegisterFailed: '등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.',
  adminNoRight: '권한이 없습니다.',

  // §8 Errors.
  communicationError: 'Communication Error',
  failedToUploadImages: 'Failed to upload images',
  userNotFound: 'User not found',
  adminLoginFailed: 'Login failed',
  // Two-step sign-in of administrators (issue 25 §4): our own wording.
  adminOtpRequired: 'Enter the 6-digit code from your authenticator app.',
  adminOtpFormat: 'The code is the 6 digits your authenticator app shows.',
  adminTotpCodeWrong: 'That code did not match. Check the time on your phone and try again.',
  adminTotpAlreadyOn: 'Two-step sign-in is already on.',
  adminTotpNotOn: 'Two-step sign-in is not on.',
  adminTotpNoSetup: 'Start the set-up again: no set-up is waiting for a code.',
  adminPasswordWrong: 'The password is not correct.',
  loginCheckEmailPassword: 'Please check your email and password.',
  accountDisabled: 'Your account has been disabled. Please contact the administrator.',
  invalidStoreCode: 'Invalid store code',
  idNotFound: 'ID not found.',
  passwordNotFound: 'Password not found.',

  // §8 Stamp and redeem.
  missionInactive: 'This mission is inactive.',
  passwordIncorrect: 'Password is incorrect.',
  stampAdded: 'Stamp added successfully.',
  missionComplete: 'Mission complete! Check your coupon in My Coupon page.',
  couponUsed: 'Coupon used successfully.',
  noTicket: 'No ticket found.',

  // §8 Success and empty states.
  missionCreated: 'Mission created.',
  missionUpdated: 'Mission updated.',
  missionDeleted: 'Mission deleted.',
  updateSuccess: 'Update success',
  successfullyDeleted: 'Successfully Deleted',
  noticeCreated: 'Notice created',
  noCoupon: 'No Stamp Coupon',

  // api-contract.md: password recovery.
  resetLinkSent: 'A password reset link has been sent to {email}.',
  resetTokenInvalid: 'This reset link is invalid or has expired.',

  // Issue 30 §4: dormant accounts (the privacy policy's year without connection); our own wording.
  accountDormant:
    'Your account is dormant after a year without login. We have sent a confirmation link to your e-mail: open it to use your account again.',
  reactivationLinkInvalid: 'This confirmation link is invalid or has expired.',

  // api-contract.md, third revision: passwords set from then on (after the spec's own sign-up messages).
  weakPassword: 'Password must be at least 8 characters and not a commonly used password.',
  stampPasswordTooShort: 'The stamp password must be at least 6 characters.',

  // Ours, where the spec is silent: members and administrators.
  emailTaken: 'This email is already registered.',
  notYourMembership: 'You may only leave your own membership.',
  adminNotFound: 'Administrator not found',
  adminNameRequired: 'Please enter the name.',
  adminIdRequired: 'Please enter the id.',
  adminPasswordRequired: 'Please enter the password.',
  superMasterCannotDelete: 'A super master cannot be deleted.',
  superMasterCannotEditAnother: 'A super master cannot edit another super master.',
  superMasterCannotGiveUpRole: 'A super master cannot give up the role.',

  // Ours: missions and stamping.
  missionExists: 'This store already has a mission.',
  storeRenameAdminOnly: 'Only an administrator can rename a store.',
  stampCodeOff: 'This store stamps with its fixed password. Choose the rotating code to show one.',
  tooManyAttempts: 'Too many wrong passwords. Please try again later.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different request.',
  /** A mission's pacing refused a stamp: `{time}` is the next stamp's time, 12-hour, in the mission time zone. */
  stampTooSoon: 'You can collect the next stamp at {time}.',

  // Ours: push messages and device tokens.
  titleRequired: 'Please enter the title.',
  titleTooLong: `Please enter the title within ${PUSH_SUBJECT_MAX_LENGTH} characters.`,
  adminTitleTooLong: `Please enter the title within ${ADMIN_PUSH_TITLE_MAX_LENGTH} characters.`,
  messageRequired: 'Please enter the message.',
  messageTooLong: `Please enter the message within ${PUSH_MESSAGE_MAX_LENGTH} characters.`,
  adminMessageTooLong: `Please enter the message within ${ADMIN_PUSH_MESSAGE_MAX_LENGTH} characters.`,
  typeInvalid: `type must be one of ${PUSH_TYPES.join(', ')}`,
  dailyLimit: 'A store may send {limit} push messages a day. Please try again tomorrow.',
  ownPushRegionOnly: 'A store may send push messages only to its own region ({region}).',
  platformInvalid: `platform must be one of ${DEVICE_PLATFORMS.join(', ')}`,
  tokenRequired: 'token is required',
  deviceTaken:
    "This device receives another member's notifications until they log out on it. Please try again after they do.",
  webTokenInvalid:
    'A web token must be the browser push subscription as JSON: {"endpoint": "https://...", "keys": {"p256dh": "...", "auth": "..."}}',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * A message with its `{name}` placeholders filled in: `formatMessage(MESSAGES.dailyLimit, { limit: 3 })`.
 * A placeholder without a value stays as written. A count takes the ICU plural form
 * `{count, plural, =0 {no stores} one {# store} other {# stores}}`: an exact `=n` first, else the
 * language's category by `Intl.PluralRules` (Korean has only `other`; Filipino's `one` covers 1, 2, 3, 5…),
 * `#` being the count written by `Intl.NumberFormat`. Not a full ICU library: decision 0010 says why.
 */
export function formatMessage(
  message: string,
  values: Readonly<Partial<Record<string, string | number>>>,
  locale = 'en',
): string {
  return fillPlurals(message, values, locale).replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** `make` for each language once: a list of counts formats many. */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const numbersOf = perLocale((locale) => new Intl.NumberFormat(locale));
const pluralsOf = perLocale((locale) => new Intl.PluralRules(locale));

const PLURAL_START = /\{(?<count>\w+),\s*plural,/g;

function fillPlurals(
  message: string,
  values: Readonly<Partial<Record<string, string | number>>>,
  locale: string,
): string {
  let out = '';
  let from = 0;
  for (const match of message.matchAll(PLURAL_START)) {
    if (match.index < from) continue;
    const parsed = pluralForms(message, match.index + match[0].length);
    if (!parsed) continue;
    const count = Number(values[match.groups?.count ?? '']);
    const form = Number.isFinite(count) ? choose(parsed.forms, count, locale) : undefined;
    out += message.slice(from, match.index);
    out +=
      form === undefined
        ? message.slice(match.index, parsed.end)
        : fillPlurals(form, values, locale).replaceAll('#', numbersOf(locale).format(count));
    from = parsed.end;
  }
  return out + message.slice(from);
}

/** The `selector {text}` pairs of a plural from `at` (just after `plural,`) to its closing brace. */
function pluralForms(message: string, at: number): { forms: Map<string, string>; end: number } | null {
  const forms = new Map<string, string>();
  let i = at;
  for (;;) {
    while (/\s/.test(message[i] ?? '')) i++;
    if (message[i] === '}') return { forms, end: i + 1 };
    const selector = /^[=\w]+/.exec(message.slice(i))?.[0];
    if (!selector) return null;
    i += selector.length;
    while (/\s/.test(message[i] ?? '')) i++;
    if (message[i] !== '{') return null;
    let depth = 1;
    const start = ++i;
    for (; i < message.length && depth > 0; i++) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
    }
    if (depth > 0) return null;
    forms.set(selector, message.slice(start, i - 1));
  }
}

function choose(forms: ReadonlyMap<string, string>, count: number, locale: string): string | undefined {
  return forms.get(`=${count}`) ?? forms.get(pluralsOf(locale).select(count)) ?? forms.get('other');
}
