import { getMetadataStorage } from 'class-validator';

type RuleStorage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<RuleStorage['getTargetValidationMetadatas']>;

const memoized = new WeakSet<RuleStorage>();

/**
 * class-validator looks up a class's rules on every validation by walking the rules of every class it
 * knows (an `instanceof` per class, for inherited rules): with the contracts' classes that was a tenth of
 * the gateway's CPU per request. Rules only change when a decorator runs (at module load, or when a mapped
 * type copies its parent's), so the lookup is remembered per class and options, and forgotten whenever a
 * rule is added. Idempotent.
 */
export function memoizeValidationRules(storage: RuleStorage = getMetadataStorage()): void {
  if (memoized.has(storage)) {
    return;
  }
  memoized.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let remembered = new Map<unknown, Map<string, Rules>>();
  storage.addValidationMetadata = (rule) => {
    remembered = new Map();
    add(rule);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const options = `${schema}\u0000${String(always)}\u0000${String(strictGroups)}\u0000${(groups ?? []).join('\u0000')}`;
    let byOptions = remembered.get(target);
    if (!byOptions) {
      byOptions = new Map();
      remembered.set(target, byOptions);
    }
    let rules = byOptions.get(options);
    if (!rules) {
      rules = lookUp(target, schema, always, strictGroups, groups);
      byOptions.set(options, rules);
    }
    return rules;
  };
}
