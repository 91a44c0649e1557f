import { IsInt, IsString, getMetadataStorage, validate } from 'class-validator';
import { memoizeValidationRules } from './validation-rules-memo';

class Named {
  @IsString()
  name!: string;
}

class Counted extends Named {
  @IsInt()
  count!: number;
}

class Later {
  @IsString()
  label!: string;
  size?: unknown;
}

function failingProperties(target: object): Promise<string[]> {
  return validate(target).then((errors) => errors.map((error) => error.property).sort());
}

describe(memoizeValidationRules.name, () => {
  const storage = getMetadataStorage();
  const unmemoized = storage.getTargetValidationMetadatas.bind(storage);

  beforeAll(() => {
    memoizeValidationRules(storage);
    memoizeValidationRules(storage);
  });

  it('finds the same rules as class-validator, inherited ones included, and the same object on a second look', () => {
    const first = storage.getTargetValidationMetadatas(Counted, '', false, false);
    expect(first).toEqual(unmemoized(Counted, '', false, false));
    expect(first.map((rule) => rule.propertyName).sort()).toEqual(['count', 'name']);
    expect(storage.getTargetValidationMetadatas(Counted, '', false, false)).toBe(first);
  });

  it('keeps validating: an inherited rule and an own rule both fail', async () => {
    expect(await failingProperties(Object.assign(new Counted(), { name: 1, count: 'x' }))).toEqual([
      'count',
      'name',
    ]);
    expect(await failingProperties(Object.assign(new Counted(), { name: 'a', count: 2 }))).toEqual([]);
  });

  it('sees a rule added after the class was first validated', async () => {
    const later = Object.assign(new Later(), { label: 'a', size: 'big' });
    expect(await failingProperties(later)).toEqual([]);
    IsInt()(Later.prototype, 'size');
    expect(await failingProperties(later)).toEqual(['size']);
  });

  it('tells lookups with different options apart', () => {
    const withGroups = storage.getTargetValidationMetadatas(Counted, '', false, false, ['admin']);
    expect(withGroups).toEqual(unmemoized(Counted, '', false, false, ['admin']));
    expect(withGroups).not.toBe(storage.getTargetValidationMetadatas(Counted, '', false, false));
  });
});
