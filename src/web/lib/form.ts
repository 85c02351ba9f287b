import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../../domain/errors';
import '../../domain/schemas/common';

/**
 * Validates Mantine form values with the same zod schema the server uses.
 * @returns `{ 'address.street': 'Arabic message', … }` as Mantine's `validate` expects.
 */
export function zodResolver<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsFromIssues(result.error.issues, '');
  };
}
