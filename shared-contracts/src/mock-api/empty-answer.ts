import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  in?: $ZodType;
  options?: readonly $ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  items?: readonly $ZodType[];
  getter?: () => $ZodType;
  defaultValue?: unknown;
}

const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The smallest answer a schema accepts, made from the schema itself: an object of its required fields, empty lists
 * and texts, zeros, the first value of a choice. What the mock api answers for a call it keeps no data for (decision
 * 038). `undefined` when the schema holds something it cannot make (the caller then refuses the call).
 */
export function emptyAnswer(schema: $ZodType, depth = 0): unknown {
  if (depth > 20) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldType = defOf(field).type;
        if (fieldType === 'optional') continue;
        const value = emptyAnswer(field, depth + 1);
        if (value === undefined && fieldType !== 'undefined') return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'array':
      return [];
    case 'record':
    case 'map':
      return {};
    case 'string':
      return '';
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'null':
    case 'nullable':
      return null;
    case 'optional':
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return null;
    case 'date':
      return new Date(0);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'default':
    case 'prefault':
      return typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    case 'union': {
      for (const option of def.options ?? []) {
        const value = emptyAnswer(option, depth + 1);
        if (value !== undefined && z.safeParse(option as z.ZodMiniType, value).success) return value;
      }
      return undefined;
    }
    case 'tuple':
      return (def.items ?? []).map((item) => emptyAnswer(item, depth + 1));
    case 'pipe':
      return emptyAnswer(def.in!, depth + 1);
    case 'lazy':
      return def.getter ? emptyAnswer(def.getter(), depth + 1) : undefined;
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return def.innerType ? emptyAnswer(def.innerType, depth + 1) : undefined;
    default:
      return undefined;
  }
}

/** The empty answer of `schema` when the schema accepts it (its checks pass), else undefined. */
export function validEmptyAnswer(schema: $ZodType): unknown {
  const value = emptyAnswer(schema);
  if (value === undefined) return undefined;
  return z.safeParse(schema as z.ZodMiniType, value).success ? value : undefined;
}
