import { UpdateProfileMessage, SignUpRequest, isAcceptablePassword } from '@stamp/contracts';
import { regionId, resolveArea } from '@stamp/regions';
import { MESSAGES, isEmailAddress } from '@stamp/shared';

/** area1 / area2 value meaning "not chosen". */
export const NO_AREA = -1;

const DIGITS_ONLY = /^[0-9]*$/;

/** The login id as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const chosen = (area: number | undefined): boolean => area !== undefined && area !== NO_AREA;

/**
 * No address at all, or a province/city (area2) that exists and lies in the region (area1): a region and
 * province chosen that the lookup cannot match is an 'Invalid address'.
 */
export function isValidAddress(area1: number | undefined, area2: number | undefined): boolean {
  if (!chosen(area1) && !chosen(area2)) {
    return true;
  }
  const area = area2 === undefined ? undefined : resolveArea(area2);
  return area !== undefined && regionId(area.region) === area1;
}

const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** A new password that breaks the contract's rule (8+ characters, not a common one); none given is no new one. */
const isWeakNewPassword = (password: string | undefined): boolean =>
  password !== undefined && password !== '' && !isAcceptablePassword(password);

/**
 * Every failing sign-up rule's message, in the spec's order (the form shows the first), then the contract's
 * password rule.
 */
export function signUpMessages(request: SignUpRequest): string[] {
  const messages: string[] = [];
  if (request.privacy_agreed !== true) {
    messages.push(MESSAGES.privacyNotAgreed);
  }
  if (isBlank(request.member_name) || isBlank(request.member_name2)) {
    messages.push(MESSAGES.namesRequired);
  }
  const email = request.member_id?.trim() ?? '';
  if (email === '') {
    messages.push(MESSAGES.emailRequired);
  } else if (!isEmailAddress(email)) {
    messages.push(MESSAGES.emailInvalid);
  }
  if (!request.member_pass) {
    messages.push(MESSAGES.passwordRequired);
  }
  if ((request.member_pass ?? '') !== (request.member_pass_confirm ?? '')) {
    messages.push(MESSAGES.passwordsDiffer);
  }
  if (!isValidAddress(request.area1, request.area2)) {
    messages.push(MESSAGES.invalidAddress);
  }
  if (!DIGITS_ONLY.test(request.hphone_num?.trim() ?? '')) {
    messages.push(MESSAGES.phoneDigitsOnly);
  }
  if (isWeakNewPassword(request.member_pass)) {
    messages.push(MESSAGES.weakPassword);
  }
  return messages;
}

/** Where the member lives now; a profile change is checked against it. */
export interface CurrentAddress {
  area1: number;
  area2: number;
}

/**
 * Every failing rule of a member-info update, in the sign-up order: names, passwords, address, phone, then
 * the contract's rule for a new password. A changed region needs its province and address; otherwise the
 * resulting pair must be a valid address.
 */
export function profileMessages(current: CurrentAddress, changes: UpdateProfileMessage): string[] {
  const messages: string[] = [];
  const clearsName = (name: string | undefined) => name !== undefined && isBlank(name);
  if (clearsName(changes.member_name) || clearsName(changes.member_name2)) {
    messages.push(MESSAGES.namesRequired);
  }
  const passwordGiven = changes.member_pass !== undefined || changes.member_pass_confirm !== undefined;
  if (passwordGiven && (changes.member_pass ?? '') !== (changes.member_pass_confirm ?? '')) {
    messages.push(MESSAGES.profilePasswordsDiffer);
  }
  const regionChanged = changes.area1 !== undefined && changes.area1 !== current.area1;
  if (regionChanged && (!chosen(changes.area2) || isBlank(changes.addr1))) {
    messages.push(MESSAGES.regionChanged);
  } else if (
    (changes.area1 !== undefined || changes.area2 !== undefined) &&
    !isValidAddress(changes.area1 ?? current.area1, changes.area2 ?? current.area2)
  ) {
    messages.push(MESSAGES.invalidAddress);
  }
  if (changes.hphone_num !== undefined && !DIGITS_ONLY.test(changes.hphone_num.trim())) {
    messages.push(MESSAGES.phoneDigitsOnly);
  }
  if (isWeakNewPassword(changes.member_pass)) {
    messages.push(MESSAGES.weakPassword);
  }
  return messages;
}
