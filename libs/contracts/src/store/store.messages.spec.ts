import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MESSAGES } from '@stamp/shared';
import { STORE_FIELD_ORDER, STORE_FIELD_RULES, type StoreField } from '@stamp/shared/rules';
import { CreateStoreRequest, UpdateStoreRequest } from './store.messages';

/** What the request class says about one field sent as `value` (the other fields left out). */
function constraintsOf(
  request: ClassConstructor<object>,
  field: StoreField,
  value: string,
): Record<string, string> {
  const errors = validateSync(plainToInstance(request, { id: 12, [field]: value }));
  return errors.find((error) => error.property === field)?.constraints ?? {};
}

describe.each([
  [CreateStoreRequest.name, CreateStoreRequest],
  [UpdateStoreRequest.name, UpdateStoreRequest],
])('%s: the store fields keep the shared rules', (_name, request) => {
  it.each(STORE_FIELD_ORDER)("gives a blank %s the rules' 'required' message", (field) => {
    expect(constraintsOf(request, field, field === 'password' ? '' : ' ')).toHaveProperty(
      'isNotEmpty',
      MESSAGES[STORE_FIELD_RULES[field].required],
    );
  });

  it.each(STORE_FIELD_ORDER)("refuses a %s one character over the rules' length", (field) => {
    const { maxLength } = STORE_FIELD_RULES[field];

    expect(constraintsOf(request, field, 'a'.repeat(maxLength))).not.toHaveProperty('maxLength');
    expect(constraintsOf(request, field, 'a'.repeat(maxLength + 1))).toHaveProperty('maxLength');
  });
});
