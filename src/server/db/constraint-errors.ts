/** Which integrity rule a database error broke, whatever the dialect. */
export type ConstraintViolation = 'foreign_key' | 'unique';

const PG_CODES: Record<string, ConstraintViolation> = {
  '23503': 'foreign_key', // foreign_key_violation
  '23505': 'unique', // unique_violation
};

const SQLITE_CODES: Record<string, ConstraintViolation> = {
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
};

/**
 * Classifies an error thrown by the database driver as a broken foreign key or uniqueness rule.
 *
 * Services check these rules before writing and answer with their own codes (category_not_empty,
 * username_taken…); this catches what slips between that check and the write when two requests
 * race — e.g. a category deleted while a product is being added to it — so the error handler can
 * answer 409 instead of 500.
 *
 * @param err anything thrown; node-postgres errors carry a SQLSTATE `code` (23503, 23505),
 *   better-sqlite3 errors an extended result code (`SQLITE_CONSTRAINT_FOREIGNKEY`…).
 * @returns the rule broken, or null when `err` is not a constraint violation.
 */
export function constraintViolation(err: unknown): ConstraintViolation | null {
  if (typeof err !== 'object' || err === null || !('code' in err)) return null;
  const code = (err as { code: unknown }).code;
  if (typeof code !== 'string') return null;
  return PG_CODES[code] ?? SQLITE_CODES[code] ?? null;
}
