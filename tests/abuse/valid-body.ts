import { concrete, typeOf, type JsonSchema } from './openapi';

/**
 * Strings tried, in order, for a field with a `pattern`: the first that matches (and fits the
 * length bounds) is used. Dates, the CR/building/postal numbers and image names of the contract.
 */
const PATTERN_SAMPLES = ['2026-01-15', '4030123456', '7421', '23435', 'photo.png', 'sanad'];

/** A value for one field by its name (fixtures: a category UUID, a product ID…), or undefined. */
export type FieldOverride = (name: string, path: (string | number)[]) => unknown;

/**
 * A minimal body the schema accepts: required properties only (the first one when none is
 * required: "change at least one of…"), enums' first member, defaults, lower bounds, the fewest array items (one at least).
 * `override(name)` supplies what JSON Schema cannot say (existing references, unique names, a VAT
 * number with its check digits); it wins over the schema.
 */
export function validBody(
  schema: JsonSchema,
  override: FieldOverride,
  path: (string | number)[] = [],
): unknown {
  const name = path.at(-1);
  if (typeof name === 'string') {
    const v = override(name, path);
    if (v !== undefined) return v;
  }
  const s = concrete(schema);
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const required = props.filter(([k]) => s.required?.includes(k));
      return Object.fromEntries(
        (required.length > 0 ? required : props.slice(0, 1)).map(([k, v]) => [
          k,
          validBody(v, override, [...path, k]),
        ]),
      );
    }
    case 'array':
      // As many items as the array needs, at least one.
      return s.items && s.maxItems !== 0
        ? Array.from({ length: Math.max(s.minItems ?? 1, 1) }, (_, i) =>
            validBody(s.items!, override, [...path, i]),
          )
        : [];
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return true;
    default:
      return validString(s);
  }
}

function validNumber(s: JsonSchema): number {
  let lo = s.minimum ?? 0;
  if (s.exclusiveMinimum === true) lo += 1;
  if (typeof s.exclusiveMinimum === 'number') lo = s.exclusiveMinimum + 1;
  return Math.min(Math.max(lo, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
}

function validString(s: JsonSchema): string {
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 1e9);
  if (s.format === 'uuid') return '6f1c2a9e-4b7d-4e8a-9c3f-2d5b8e7a1f04';
  if (s.format === 'email') return 'abuse@example.com';
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = PATTERN_SAMPLES.find((v) => re.test(v) && fits(v));
    if (hit) return hit;
  }
  const length = Math.min(Math.max(s.minLength ?? 1, 3), s.maxLength ?? 3);
  return 'سند'.repeat(Math.ceil(length / 3)).slice(0, length);
}
