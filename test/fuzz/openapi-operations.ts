/** The parts of an OpenAPI 3 document the fuzz tier reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

/** A parameter declared once in `components.parameters` (Idempotency-Key). */
interface ParameterReference {
  $ref: string;
}

interface OperationObject {
  parameters?: (Parameter | ParameterReference)[];
  requestBody?: { content: Record<string, { schema?: Schema } | undefined> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** One operation of the document, as the fuzzer sends it. */
export interface Operation {
  method: string;
  /** The path as documented, e.g. `/api/v1/store/{id}`. */
  template: string;
  /** The template's placeholders, in order. */
  placeholders: string[];
  /** The last placeholder takes several segments (a route ending in `*`, documented as `{path}`). */
  wildcard: boolean;
  query: string[];
  headers: string[];
  /** The JSON body's schema (resolved), when the operation takes JSON. */
  json?: Schema;
  /** The multipart form's schema (resolved), when the operation takes a form. */
  multipart?: Schema;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The schema with `$ref` and `allOf` followed (one object with every property). */
function resolve(schema: Schema | undefined, document: OpenApiDocument, depth = 0): Schema | undefined {
  if (!schema || depth > 10) {
    return schema;
  }
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name], document, depth + 1);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolve(part, document, depth + 1) ?? {});
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, Schema>,
    };
  }
  if (schema.properties) {
    return {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [
          name,
          resolve(property, document, depth + 1) ?? {},
        ]),
      ),
    };
  }
  if (schema.items) {
    return { ...schema, items: resolve(schema.items, document, depth + 1) };
  }
  return schema;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]): Operation => {
        const parameters = (operation.parameters ?? []).flatMap((parameter) => {
          if (!('$ref' in parameter)) return [parameter];
          const shared =
            document.components?.parameters?.[parameter.$ref.replace('#/components/parameters/', '')];
          return shared ? [shared] : [];
        });
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          template,
          placeholders: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
          wildcard: template.endsWith('/{path}'),
          query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          headers: [...new Set(parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()))],
          json: content['application/json']
            ? resolve(content['application/json'].schema, document)
            : undefined,
          multipart: content['multipart/form-data']
            ? resolve(content['multipart/form-data'].schema, document)
            : undefined,
        };
      }),
  );
}
