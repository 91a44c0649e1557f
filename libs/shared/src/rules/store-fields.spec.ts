import { catalogueFor } from '../i18n';
import { MESSAGES } from '../messages';
import { STORE_FIELD_ORDER, STORE_FIELD_RULES } from './store-fields';

describe('STORE_FIELD_RULES', () => {
  const required = STORE_FIELD_ORDER.map((field) => STORE_FIELD_RULES[field].required);

  it("checks the store fields in the order of product-spec §5's alerts (pinned in messages.spec.ts)", () => {
    const keys = Object.keys(MESSAGES);
    const start = keys.indexOf('storeNameRequired');

    expect(required).toEqual(keys.slice(start, start + STORE_FIELD_ORDER.length));
  });

  it('says each field’s message the same way on the server and on the web', () => {
    const web = catalogueFor('en');

    expect(required.map((key) => web[key])).toEqual(required.map((key) => MESSAGES[key]));
  });

  it('keeps the lengths of the store columns: 255 for the e-mail and the address, 100 for the rest', () => {
    const long = STORE_FIELD_ORDER.filter((field) => STORE_FIELD_RULES[field].maxLength === 255);

    expect(long).toEqual(['email', 'address']);
    expect(STORE_FIELD_ORDER.every((field) => [100, 255].includes(STORE_FIELD_RULES[field].maxLength))).toBe(
      true,
    );
  });
});
