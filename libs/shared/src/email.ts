import isEmail from 'validator/lib/isEmail';

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** The longest e-mail address the product stores (a `varchar(255)` column wherever one is kept). */
export const EMAIL_MAX_LENGTH = 255;

/**
 * The product's one e-mail rule, used by the servers' validation and the web's forms alike: a
 * deliverable-looking ASCII address (validator.js's `isEmail` with a top-level domain, no UTF-8 local part).
 * The reserved `.invalid` domain (RFC 2606) is refused: withdrawn members' ids are
 * `withdrawn-<bbs_no>@invalid`, and nobody may sign up (or register a store) with one of those.
 */
export function isEmailAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return (
    PRINTABLE_ASCII.test(email) &&
    isEmail(email, { allow_utf8_local_part: false, require_tld: true }) &&
    domain !== 'invalid' &&
    !domain.endsWith('.invalid')
  );
}
