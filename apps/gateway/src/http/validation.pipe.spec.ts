import 'reflect-metadata';
import '@stamp/contracts';
import { getMetadataStorage } from 'class-validator';
import { GatewayModule } from '../gateway.module';

interface RuleStorage {
  validationMetadatas: Map<unknown, { type: string; constraintCls?: object; propertyName: string }[]>;
  getTargetValidatorConstraints(target: object): { async: boolean }[];
}

describe('createValidationPipe', () => {
  it('may run class-validator synchronously: no rule of the contracts or the controllers is asynchronous', () => {
    expect(GatewayModule).toBeDefined(); // loads every controller and the classes of their bodies
    const storage = getMetadataStorage() as unknown as RuleStorage;
    const rules = [...storage.validationMetadatas.values()].flat();
    const asynchronous = rules
      .filter((rule) => rule.type === 'customValidation' && rule.constraintCls)
      .filter((rule) =>
        storage.getTargetValidatorConstraints(rule.constraintCls as object).some((c) => c.async),
      )
      .map((rule) => rule.propertyName);
    expect(rules.length).toBeGreaterThan(100);
    expect(asynchronous).toEqual([]);
  });
});
