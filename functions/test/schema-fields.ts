import type * as z from '@app/shared/zod';

/** The JSON types a schema lets through ('any' for unknown, any and preprocessing transforms). */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'any';

/** A field of a request part, at its path inside the part (array elements at index 0). */
export interface SchemaField {
  path: (string | number)[];
  accepts: Set<JsonType>;
}

const defOf = (schema: z.core.$ZodType) => (schema as z.core.$ZodTypes)._zod.def;

/** The JSON types a schema lets through at its top, wrappers (optional, default, pipe...) looked through. */
export function acceptedTypes(schema: z.core.$ZodType): Set<JsonType> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return new Set(['string']);
    case 'literal':
      return new Set(def.values.map((value) => (value === null ? 'null' : (typeof value as JsonType))));
    case 'number':
    case 'bigint':
      return new Set(['number']);
    case 'boolean':
      return new Set(['boolean']);
    case 'null':
      return new Set(['null']);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'nullable':
      return new Set([...acceptedTypes(def.innerType), 'null']);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return acceptedTypes(def.innerType);
    case 'pipe':
      return acceptedTypes(def.in);
    case 'union':
      return new Set(def.options.flatMap((option) => [...acceptedTypes(option)]));
    case 'lazy':
      return acceptedTypes(def.getter());
    default:
      return new Set(['any']);
  }
}

/** The object shapes at the top of a schema (a union of objects gives each). */
function shapesOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType>[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return shapesOf(def.innerType);
    case 'pipe':
      return shapesOf(def.in);
    case 'union':
      return def.options.flatMap(shapesOf);
    default:
      return [];
  }
}

/** The element schema of an array at the top of a schema, if it is one. */
function elementOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return elementOf(def.innerType);
  if (def.type === 'pipe') return elementOf(def.in);
  return undefined;
}

/**
 * Every field of a request part's schema, nested objects and the first element of arrays included:
 * the places a hostile value can be put.
 */
export function schemaFields(schema: z.core.$ZodType, path: (string | number)[] = []): SchemaField[] {
  const fields: SchemaField[] = path.length > 0 ? [{ path, accepts: acceptedTypes(schema) }] : [];
  const element = elementOf(schema);
  if (element) return [...fields, ...schemaFields(element, [...path, 0])];
  const seen = new Set<string>();
  for (const shape of shapesOf(schema)) {
    for (const [name, field] of Object.entries(shape)) {
      if (seen.has(name)) continue;
      seen.add(name);
      fields.push(...schemaFields(field, [...path, name]));
    }
  }
  return fields;
}

/** The options of a union at the top of a schema (none for any other schema). */
export function unionOptions(schema: z.core.$ZodType): readonly z.core.$ZodType[] {
  const def = defOf(schema);
  return def.type === 'union' ? def.options : [];
}

/** The names of an object schema's top-level fields (query strings and path parameters). */
export const fieldNames = (schema: z.core.$ZodType | undefined): string[] =>
  schema ? [...new Set(shapesOf(schema).flatMap((shape) => Object.keys(shape)))] : [];
