import { z } from 'zod';

/** How ENV_SCHEMA (config.ts) reads one environment variable: entries that refuse by name. */

/** One environment variable: its raw text (undefined when unset) read into a value. */
export type Entry<T> = z.ZodType<T, string | undefined>;

/**
 * An entry read by `read`, which answers the value or a refusal (a message naming the variable);
 * a refusal becomes a zod issue, so that loadConfig reports it as the Error Sanad stops with.
 */
export function entry<T>(read: (raw: string | undefined) => T | { refused: string }): Entry<T> {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = read(raw);
      if (typeof value === 'object' && value !== null && 'refused' in value) {
        ctx.addIssue({ code: 'custom', message: value.refused });
        return z.NEVER;
      }
      return value as T;
    });
}

/** An entry whose reader throws an Error naming the variable for a refused value. */
export function checked<T>(read: (raw: string | undefined) => T): Entry<T> {
  return entry((raw) => {
    try {
      return read(raw);
    } catch (err) {
      return { refused: (err as Error).message };
    }
  });
}

/** A whole number from `min` to `max`; unset or blank → `fallback`. */
export function wholeNumber(
  name: string,
  fallback: number,
  min: number,
  max: number,
): Entry<number> {
  return entry((raw) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max
      ? n
      : { refused: `${name} must be a whole number from ${min} to ${max}: ${raw}` };
  });
}
