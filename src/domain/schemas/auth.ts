import { z } from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { requiredText, secretText } from './common';

/**
 * POST /api/v1/login body. Both fields go through the text rule: the
 * username is trimmed and NFC-normalized as it was when the user was created; the password only
 * refuses controls (secretText), so a NUL is a 400, never a database error.
 */
export const loginBody = z.object({
  username: requiredText(64, 'اسم المستخدم مطلوب'),
  password: secretText(1, 'كلمة المرور مطلوبة'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Successful login answer: the spec's shape plus the token's expiry (UTC ISO). */
export const loginSuccess = z.object({
  message: z.literal('success'),
  token: z.string(),
  username: z.string(),
  role: z.string(),
  UUID: z.string(),
  expiresAt: z.string(),
});
export type LoginSuccess = z.infer<typeof loginSuccess>;

/** Failed login answer: `msg` is the Arabic text the login screen shows in red. */
export const loginFailure = z.object({
  message: z.string(),
  msg: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type LoginFailure = z.infer<typeof loginFailure>;

/**
 * The body of a refused login (401 invalid_credentials, or 429 too_many_attempts from the login
 * limit or the rate limiter): the legacy `message` word and `msg` (the Arabic the login screen
 * shows in red) beside the usual `error: { code, message }` (decision 0018). `text` defaults to
 * the code's catalogue message in `ERROR_MESSAGES`.
 */
export function loginFailureBody(
  code: 'invalid_credentials' | 'too_many_attempts',
  text: string = ERROR_MESSAGES[code],
): LoginFailure {
  const message = code === 'too_many_attempts' ? 'too_many_attempts' : 'failure';
  return { message, msg: text, error: { code, message: text } };
}
