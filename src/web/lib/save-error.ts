import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage } from './api';
import { t } from '../locales/ar';

interface FormWithErrors {
  setFieldError(path: string, error: string): void;
}

/**
 * Shows a failed save to the person: the server's field errors (ApiError.fields,
 * e.g. 409 username_taken on `username`) inline on the fields the form has, and everything else —
 * unknown fields, 403, network — in a red notification. Nothing is swallowed.
 */
export function showSaveError(
  err: unknown,
  form?: FormWithErrors,
  formFields: readonly string[] = [],
): void {
  const leftover: string[] = [];
  if (err instanceof ApiError) {
    for (const [path, message] of Object.entries(err.fields)) {
      if (form && formFields.includes(path)) form.setFieldError(path, message);
      else leftover.push(message);
    }
    const placed = Object.keys(err.fields).length - leftover.length;
    if (placed > 0 && leftover.length === 0) return;
  }
  notifications.show({
    color: 'red',
    title: leftover.length ? t.users.fieldErrorsTitle : undefined,
    message: [errorMessage(err), ...leftover].join(' — '),
  });
}
