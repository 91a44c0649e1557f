import { MESSAGES, formatMessage } from './messages';

/** The spec's sentences written out again, so that an accidental rewording of the catalogue fails here. */
describe('MESSAGES', () => {
  it("holds product-spec §5's store creation alerts, in the spec's order", () => {
    const keys = Object.keys(MESSAGES);
    const alerts = keys
      .slice(keys.indexOf('storeNameRequired'), keys.indexOf('storeImageLimit') + 1)
      .map((key) => MESSAGES[key as keyof typeof MESSAGES]);

    expect(alerts).toEqual([
      'Store name is required',
      'Store password is required',
      'Owner name is required',
      'Store email is required',
      'Store phone number is required',
      'Owner phone number is required',
      'Region is required',
      'Province is required',
      'Address is required',
      'Store image is required',
      'Representative image is required',
      'Normal image is required',
      'Store image should be less than 15',
    ]);
  });

  it("holds product-spec §5's mission messages", () => {
    expect([
      MESSAGES.missionNameRequired,
      MESSAGES.missionNameTooLong,
      MESSAGES.missionDatesRequired,
      MESSAGES.missionStampsRequired,
      MESSAGES.missionStampsTooMany,
      MESSAGES.missionStartBeforeEnd,
      MESSAGES.missionEndAfterStart,
      MESSAGES.missionStartDateFirst,
      MESSAGES.missionCommunicationError,
      MESSAGES.requiredFields,
    ]).toEqual([
      'Please enter the mission name.',
      'Please enter the mission name within 30 characters.',
      'Please enter the start and end date.',
      'Please enter the number of stamps.',
      'Please enter the number of stamps less than 100.',
      'Please enter the start date before the end date.',
      'Please enter the end date after the start date.',
      'Please enter the start date first.',
      'Communication error. Please try again.',
      'Please fill out the required fields.',
    ]);
  });

  it("holds product-spec §5's sign-up messages", () => {
    expect([
      MESSAGES.privacyNotAgreed,
      MESSAGES.namesRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
      MESSAGES.passwordsDiffer,
      MESSAGES.invalidAddress,
    ]).toEqual([
      'Please agree to the privacy policy.',
      'Please fill the first name and last name.',
      'Please fill the email.',
      'Please fill the password.',
      'Passwords do not match.',
      'Invalid address',
    ]);
  });

  it("holds product-spec §8's stamp and redeem messages", () => {
    expect([
      MESSAGES.missionInactive,
      MESSAGES.passwordIncorrect,
      MESSAGES.stampAdded,
      MESSAGES.missionComplete,
      MESSAGES.couponUsed,
      MESSAGES.noTicket,
    ]).toEqual([
      'This mission is inactive.',
      'Password is incorrect.',
      'Stamp added successfully.',
      'Mission complete! Check your coupon in My Coupon page.',
      'Coupon used successfully.',
      'No ticket found.',
    ]);
  });

  it("holds product-spec §5 and §6's Korean administrator messages", () => {
    expect(MESSAGES.adminNoRight).toBe('권한이 없습니다.');
    expect(MESSAGES.adminRegisterFailed).toBe('등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.');
  });

  it("holds api-contract.md's password rules of the third revision", () => {
    expect(MESSAGES.weakPassword).toBe(
      'Password must be at least 8 characters and not a commonly used password.',
    );
    expect(MESSAGES.stampPasswordTooShort).toBe('The stamp password must be at least 6 characters.');
  });

  it('keeps the two spellings of the communication error of product-spec §8 apart', () => {
    expect(MESSAGES.communicationError).toBe('Communication Error');
    expect(MESSAGES.missionCommunicationError).toBe('Communication error. Please try again.');
  });

  it('says every message only once', () => {
    const texts = Object.values(MESSAGES);

    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe(formatMessage.name, () => {
  it('fills in the placeholders of a message', () => {
    expect(formatMessage(MESSAGES.dailyLimit, { limit: 3 })).toBe(
      'A store may send 3 push messages a day. Please try again tomorrow.',
    );
    expect(formatMessage(MESSAGES.resetLinkSent, { email: 'juan@example.ph' })).toBe(
      'A password reset link has been sent to juan@example.ph.',
    );
  });

  it('leaves a placeholder without a value, and braces that are not placeholders, as written', () => {
    expect(formatMessage('{limit} of {total}', { limit: 3 })).toBe('3 of {total}');
    expect(formatMessage(MESSAGES.webTokenInvalid, { endpoint: 'x' })).toBe(MESSAGES.webTokenInvalid);
  });

  const stores = '{count, plural, =0 {No stores} one {# store} other {# stores}} near {place}';

  it('takes the plural form of the count: an exact =n first, else the language’s category', () => {
    expect(formatMessage(stores, { count: 0, place: 'Cebu' })).toBe('No stores near Cebu');
    expect(formatMessage(stores, { count: 1, place: 'Cebu' })).toBe('1 store near Cebu');
    expect(formatMessage(stores, { count: 1200, place: 'Cebu' })).toBe('1,200 stores near Cebu');
  });

  it('follows the language’s plural rules: Korean has one form, Filipino’s "one" is not only 1', () => {
    const filipino = '{n, plural, one {# minuto (one)} other {# minuto (other)}}';
    expect(formatMessage(filipino, { n: 3 }, 'fil')).toBe('3 minuto (one)');
    expect(formatMessage(filipino, { n: 4 }, 'fil')).toBe('4 minuto (other)');
    expect(formatMessage('{n, plural, one {# 분 (one)} other {# 분}}', { n: 1 }, 'ko')).toBe('1 분');
  });

  it('leaves a plural without a count, or that does not parse, as written', () => {
    expect(formatMessage('{count, plural, one {# store} other {# stores}}', {})).toBe(
      '{count, plural, one {# store} other {# stores}}',
    );
    expect(formatMessage('{count, plural, one {# store', { count: 1 })).toBe('{count, plural, one {# store');
  });
});
