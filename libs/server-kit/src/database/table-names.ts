import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** The quoted, schema-qualified name of an entity's table, for the few queries written in SQL. */
export function tableOf(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>): string {
  return dataSource
    .getMetadata(entity)
    .tablePath.split('.')
    .map((part) => `"${part}"`)
    .join('.');
}
