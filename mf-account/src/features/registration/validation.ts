import * as z from 'zod/mini';

export type Errors = Record<string, string | undefined>;

/**
 * The first message of each field as the contracts' schema words it: the browser checks with the very schema
 * the api validates with, so the two never disagree.
 */
export function schemaErrors(schema: z.ZodMiniType, values: unknown): Errors {
  const parsed = z.safeParse(schema, values);
  const errors: Errors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field]) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/** Only the errors of fields that were left or submitted. */
export function visibleErrors(errors: Errors, touched: ReadonlySet<string>): Errors {
  const shown: Errors = {};
  for (const [field, message] of Object.entries(errors)) if (touched.has(field)) shown[field] = message;
  return shown;
}
