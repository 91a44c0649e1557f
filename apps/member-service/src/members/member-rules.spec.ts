import { SignUpRequest } from '@stamp/contracts';
import { areaId, regionId } from '@stamp/regions';
import { MESSAGES } from '@stamp/shared';
import { isValidAddress, profileMessages, signUpMessages } from './member-rules';

function requireId(id: number | undefined): number {
  expect(id).toEqual(expect.any(Number));
  return id ?? -1;
}

const NCR = requireId(regionId('National Capital Region (NCR)'));
const MAKATI = requireId(areaId('National Capital Region (NCR)', 'Makati City'));
const QUEZON_CITY = requireId(areaId('National Capital Region (NCR)', 'Quezon City'));
const CENTRAL_VISAYAS = requireId(regionId('Region VII (Central Visayas)'));
const CEBU = requireId(areaId('Region VII (Central Visayas)', 'Cebu'));

function signUp(fields: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    privacy_agreed: true,
    member_id: 'juan@example.ph',
    member_name: 'Juan',
    member_name2: 'Dela Cruz',
    member_pass: 'kape1234',
    member_pass_confirm: 'kape1234',
    hphone_num: '09171234567',
    area1: NCR,
    area2: MAKATI,
    addr1: '123 Ayala Ave.',
    ...fields,
  };
}

describe('member rules', () => {
  describe(signUpMessages.name, () => {
    it('accepts a complete sign-up', () => {
      expect(signUpMessages(signUp())).toEqual([]);
    });

    it('answers an empty request with the first four messages, in the spec order', () => {
      expect(signUpMessages({})).toEqual([
        'Please agree to the privacy policy.',
        'Please fill the first name and last name.',
        'Please fill the email.',
        'Please fill the password.',
      ]);
    });

    it("lists every failing rule, first first, the contract's password rule after the spec's", () => {
      expect(
        signUpMessages(
          signUp({
            privacy_agreed: false,
            member_name: '',
            member_id: 'not-an-email',
            member_pass: 'football',
            member_pass_confirm: 'kape4321',
            area1: NCR,
            area2: CEBU,
            hphone_num: '0917-123',
          }),
        ),
      ).toEqual([
        'Please agree to the privacy policy.',
        'Please fill the first name and last name.',
        'Please enter a valid email.',
        'Passwords do not match.',
        'Invalid address',
        'Phone number must contain numbers only.',
        'Password must be at least 8 characters and not a commonly used password.',
      ]);
    });

    it.each<[string, Partial<SignUpRequest>, string]>([
      ['privacy not agreed', { privacy_agreed: false }, MESSAGES.privacyNotAgreed],
      ['privacy missing', { privacy_agreed: undefined }, MESSAGES.privacyNotAgreed],
      ['no first name', { member_name: '' }, MESSAGES.namesRequired],
      ['a last name of spaces only', { member_name2: '   ' }, MESSAGES.namesRequired],
      ['no e-mail', { member_id: '' }, MESSAGES.emailRequired],
      ['an e-mail without a domain', { member_id: 'juan@' }, MESSAGES.emailInvalid],
      [
        'an e-mail of the reserved .invalid domain',
        { member_id: 'withdrawn-7@invalid' },
        MESSAGES.emailInvalid,
      ],
      ['confirmation differs', { member_pass_confirm: 'kape12345' }, MESSAGES.passwordsDiffer],
      ['a phone with a dash', { hphone_num: '0917-1234567' }, MESSAGES.phoneDigitsOnly],
      ['a phone with a plus', { hphone_num: '+639171234567' }, MESSAGES.phoneDigitsOnly],
    ])('refuses %s with its message alone', (_case, fields, message) => {
      expect(signUpMessages(signUp(fields))).toEqual([message]);
    });

    it('refuses an empty password once, without a mismatch when both are empty', () => {
      expect(signUpMessages(signUp({ member_pass: '', member_pass_confirm: '' }))).toEqual([
        MESSAGES.passwordRequired,
      ]);
    });

    it.each([
      ['a password of 7 characters', 'kape123'],
      ['a commonly used password', 'password'],
      ['a commonly used password in other case', 'SunShine1'],
    ])('refuses %s with the contract message', (_case, password) => {
      expect(signUpMessages(signUp({ member_pass: password, member_pass_confirm: password }))).toEqual([
        MESSAGES.weakPassword,
      ]);
    });

    it('accepts a sign-up without phone or address', () => {
      expect(
        signUpMessages(
          signUp({ hphone_num: undefined, area1: undefined, area2: undefined, addr1: undefined }),
        ),
      ).toEqual([]);
    });
  });

  describe(isValidAddress.name, () => {
    it('accepts no address at all, as undefined or -1', () => {
      expect(isValidAddress(undefined, undefined)).toBe(true);
      expect(isValidAddress(-1, -1)).toBe(true);
    });

    it('accepts a province/city of the region', () => {
      expect(isValidAddress(NCR, MAKATI)).toBe(true);
      expect(isValidAddress(NCR, QUEZON_CITY)).toBe(true);
      expect(isValidAddress(CENTRAL_VISAYAS, CEBU)).toBe(true);
    });

    it('refuses a province/city of another region', () => {
      expect(isValidAddress(NCR, CEBU)).toBe(false);
      expect(isValidAddress(CENTRAL_VISAYAS, MAKATI)).toBe(false);
    });

    it('refuses a region without its province, and a province without its region', () => {
      expect(isValidAddress(NCR, -1)).toBe(false);
      expect(isValidAddress(NCR, undefined)).toBe(false);
      expect(isValidAddress(-1, MAKATI)).toBe(false);
    });

    it('refuses area ids that do not exist, and a region id given as the province', () => {
      expect(isValidAddress(NCR, 999)).toBe(false);
      expect(isValidAddress(12345, MAKATI)).toBe(false);
      expect(isValidAddress(NCR, NCR)).toBe(false);
    });
  });

  describe(profileMessages.name, () => {
    const inMakati = { area1: NCR, area2: MAKATI };

    it('accepts a change of names, phone and address within the region', () => {
      expect(
        profileMessages(inMakati, {
          memberNo: 42,
          member_name: 'Juanito',
          hphone_num: '09181234567',
          area2: QUEZON_CITY,
          addr1: '1 Commonwealth Ave.',
        }),
      ).toEqual([]);
    });

    it('refuses passwords that differ, even when only one is given', () => {
      expect(
        profileMessages(inMakati, { memberNo: 42, member_pass: 'new-pass', member_pass_confirm: 'new-pas' }),
      ).toEqual(['Password does not match']);
      expect(profileMessages(inMakati, { memberNo: 42, member_pass: 'new-pass' })).toEqual([
        'Password does not match',
      ]);
    });

    it('accepts two empty password fields (no password change)', () => {
      expect(profileMessages(inMakati, { memberNo: 42, member_pass: '', member_pass_confirm: '' })).toEqual(
        [],
      );
    });

    it('refuses a new password of 7 characters or a common one, after the other messages', () => {
      expect(
        profileMessages(inMakati, { memberNo: 42, member_pass: 'kape123', member_pass_confirm: 'kape123' }),
      ).toEqual([MESSAGES.weakPassword]);
      expect(
        profileMessages(inMakati, {
          memberNo: 42,
          member_pass: 'iloveyou',
          member_pass_confirm: 'iloveyou',
          hphone_num: '0917abc',
        }),
      ).toEqual(['Phone number must contain numbers only.', MESSAGES.weakPassword]);
    });

    it('accepts a new password of 8 characters that is not a common one', () => {
      expect(
        profileMessages(inMakati, { memberNo: 42, member_pass: 'kape1234', member_pass_confirm: 'kape1234' }),
      ).toEqual([]);
    });

    it('asks for province and address when the region changes without them', () => {
      const expected = ['Region has been changed. Please fill province and address'];
      expect(profileMessages(inMakati, { memberNo: 42, area1: CENTRAL_VISAYAS })).toEqual(expected);
      expect(
        profileMessages(inMakati, { memberNo: 42, area1: CENTRAL_VISAYAS, area2: CEBU, addr1: '  ' }),
      ).toEqual(expected);
      expect(
        profileMessages(inMakati, { memberNo: 42, area1: CENTRAL_VISAYAS, area2: -1, addr1: 'Colon St.' }),
      ).toEqual(expected);
    });

    it('accepts a new region with its province and address', () => {
      expect(
        profileMessages(inMakati, { memberNo: 42, area1: CENTRAL_VISAYAS, area2: CEBU, addr1: 'Colon St.' }),
      ).toEqual([]);
    });

    it('refuses a new region whose province lies elsewhere as an invalid address', () => {
      expect(
        profileMessages(inMakati, {
          memberNo: 42,
          area1: CENTRAL_VISAYAS,
          area2: MAKATI,
          addr1: 'Colon St.',
        }),
      ).toEqual(['Invalid address']);
    });

    it('refuses a province outside the current region as an invalid address', () => {
      expect(profileMessages(inMakati, { memberNo: 42, area2: CEBU })).toEqual(['Invalid address']);
    });

    it('refuses emptied names and a phone with letters', () => {
      expect(profileMessages(inMakati, { memberNo: 42, member_name2: ' ', hphone_num: '0917abc' })).toEqual([
        'Please fill the first name and last name.',
        'Phone number must contain numbers only.',
      ]);
    });
  });
});
