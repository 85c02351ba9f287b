import { ACTIONS, type Action } from '../../src/domain/permissions';
import { documentedErrorCodes } from '../../src/server/http/error-responses';
import { ACTION_EXTENSION } from '../../src/server/plugins/route-access';

/** The part of JSON Schema the abuse suite reads (what zod's OpenAPI output uses). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  $ref?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One operation of the /api/v1 OpenAPI document. */
export interface Operation {
  method: Method;
  /** Path template as the document writes it, e.g. `/api/v1/{business}/products/{UUID}`. */
  path: string;
  /** Path parameter names in order of appearance. */
  params: string[];
  /** Query parameter names the document declares. */
  query: string[];
  /** Schema of the application/json request body, when the operation takes one. */
  body?: JsonSchema;
  /** The action its guard checks (`x-sanad-action`), when it has a guard. */
  action?: Action;
  /** True when the document says it needs no token (`security: []`): login. */
  public: boolean;
  /**
   * Its documented error answers (decision 0060): status → the error codes its description names
   * (empty when it names none).
   */
  errors: Record<number, string[]>;
  /** `POST /api/v1/{business}/products`: how failures and test names refer to it. */
  name: string;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
  [ACTION_EXTENSION]?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Every /api/v1 operation of the app's OpenAPI document (`app.swagger()`, generated from the zod
 * route schemas), sorted by path then method so that a seed reproduces the same run.
 * @throws Error when an operation names an action that is not in ACTIONS (a typo in a guard).
 */
export function readOperations(doc: unknown): Operation[] {
  const d = doc as OpenApiDocument;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(d.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Method;
      const action = op[ACTION_EXTENSION];
      if (action !== undefined && !(ACTIONS as readonly string[]).includes(action))
        throw new Error(`${method} ${path}: unknown action ${action}`);
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method,
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: body ? resolveRefs(body, d.components?.schemas ?? {}) : undefined,
        action: action as Action | undefined,
        public: Array.isArray(op.security) && op.security.length === 0,
        errors: Object.fromEntries(
          Object.entries(op.responses ?? {})
            .filter(([status]) => Number(status) >= 400)
            .map(([status, r]) => [Number(status), documentedErrorCodes(r.description)]),
        ),
        name: `${method} ${path}`,
      });
    }
  }
  const order = (a: Operation) => `${a.path} ${a.method}`;
  return ops.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** Inlines `#/components/schemas/…` references (zod emits them for registered schemas). */
function resolveRefs(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const walk = (s: unknown, depth: number): unknown => {
    if (depth > 20 || s === null || typeof s !== 'object') return s;
    if (Array.isArray(s)) return s.map((x) => walk(x, depth + 1));
    const ref = (s as JsonSchema).$ref;
    if (ref?.startsWith('#/components/schemas/'))
      return walk(components[ref.slice('#/components/schemas/'.length)], depth + 1);
    return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, walk(v, depth + 1)]));
  };
  return walk(schema, 0) as JsonSchema;
}

/** The type of a schema node (the first non-null one of a union). */
export function typeOf(s: JsonSchema): string | undefined {
  if (s.anyOf) return s.anyOf.map(typeOf).find((t) => t !== undefined && t !== 'null');
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  return undefined;
}

/** The non-null member of a union (`nullish()` fields), or the node itself. */
export function concrete(s: JsonSchema): JsonSchema {
  return s.anyOf?.find((x) => typeOf(x) !== 'null' && typeOf(x) !== undefined) ?? s;
}

/**
 * Every field of a body schema as a path into the body: `['price']`, `['address', 'city']`,
 * `['InvoiceLine', 0, 'ID']` (arrays through their first item). Objects and arrays are fields too.
 */
export function fieldPaths(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  const s = concrete(schema);
  const out: (string | number)[][] = [];
  if (typeOf(s) === 'object')
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      out.push([...prefix, k]);
      out.push(...fieldPaths(v, [...prefix, k]));
    }
  if (typeOf(s) === 'array' && s.items) out.push(...fieldPaths(s.items, [...prefix, 0]));
  return out;
}
