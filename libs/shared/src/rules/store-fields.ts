/** The longest text of a store's short fields (names, phone numbers, the stamp password, the area). */
const SHORT = 100;
/** The longest e-mail address and street address (a `varchar(255)` column). */
const LONG = 255;

/**
 * A store's fields in the order spec §5 checks them (a form shows the first that fails), each with the
 * catalogue's key of its 'required' message and its greatest length: the store service's request classes and
 * the web's store forms both read them here.
 */
export const STORE_FIELD_RULES = {
  name: { required: 'storeNameRequired', maxLength: SHORT },
  password: { required: 'storePasswordRequired', maxLength: SHORT },
  owner_name: { required: 'ownerNameRequired', maxLength: SHORT },
  email: { required: 'storeEmailRequired', maxLength: LONG },
  phone_number: { required: 'storePhoneRequired', maxLength: SHORT },
  owner_phone: { required: 'ownerPhoneRequired', maxLength: SHORT },
  region: { required: 'regionRequired', maxLength: SHORT },
  province: { required: 'provinceRequired', maxLength: SHORT },
  address: { required: 'addressRequired', maxLength: LONG },
} as const;

export type StoreField = keyof typeof STORE_FIELD_RULES;

/** The catalogue's keys of the store fields' 'required' messages. */
export type StoreFieldMessageKey = (typeof STORE_FIELD_RULES)[StoreField]['required'];

export const STORE_FIELD_ORDER = Object.keys(STORE_FIELD_RULES) as StoreField[];
