import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { inputRuleViolation } from '@stamp/server-kit/validation';

const NAMES: Partial<Record<ArgumentMetadata['type'], string>> = {
  body: 'The request body',
  query: 'The query',
  param: 'The path',
};

/**
 * The first global pipe: every path value, query value and body of every route keeps the input rules
 * (server-kit's input-rules.ts: numbers within the Postgres integer range, no NUL in text, bounded
 * nesting) before a route's own pipes or the validation pipe see it. A query value is a single value: one
 * given twice (`?sort=a&sort=b`, which arrives as an array) is refused by name, in a named query value or in
 * a route's whole query.
 */
/** A query value is a single value: one given twice arrives as an array, and is refused by name. */
function assertSingleValues(name: string | undefined, value: unknown): void {
  if (name !== undefined) {
    if (Array.isArray(value)) {
      throw new BadRequestException(`${name} must be given once`);
    }
    return;
  }
  // The whole query (`@Query() query: XQuery`): each of its values.
  if (typeof value === 'object' && value !== null) {
    const repeated = Object.entries(value).find(([, item]) => Array.isArray(item));
    if (repeated) {
      throw new BadRequestException(`${repeated[0]} must be given once`);
    }
  }
}

@Injectable()
export class InputRulesPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // A wildcard route's rest of the path arrives as the parameter `*`.
    const name = metadata.data === '*' ? NAMES.param : (metadata.data ?? NAMES[metadata.type]);
    if (name === undefined) {
      return value;
    }
    if (metadata.type === 'query') {
      assertSingleValues(metadata.data, value);
    }
    const violation = inputRuleViolation(value, name);
    if (violation) {
      throw new BadRequestException(violation);
    }
    return value;
  }
}
