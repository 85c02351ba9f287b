import { Alert, Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../app';
import { ConfirmDelete } from '../../components/confirm';
import { errorMessage } from '../../lib/api';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';

/** True when the user's role in this business may create, change and delete categories and products. */
export function useCanWriteCatalogue(): boolean {
  return useCan('catalogue.write');
}

/** Why a delete was refused (e.g. 409 category_not_empty, product_in_use), kept on the page. */
export function DeleteError({ error }: { error: unknown }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      maw={720}
      role="alert"
      data-testid="delete-error"
    >
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * Callbacks for a save mutation: on success a teal notification with `message` and a move to
 * `to`; on failure showSaveError (src/web/lib/save-error.ts: the server's field errors inline on
 * `form`'s fields, the rest in a red notification).
 */
export function useSaveCallbacks<T>(form: UseFormReturnType<T>) {
  const navigate = useNavigate();
  return (message: string, to: string) => ({
    onSuccess: () => {
      notifications.show({ color: 'teal', message });
      navigate(to);
    },
    onError: (err: unknown) => showSaveError(err, form, Object.keys(form.getValues() as object)),
  });
}

/**
 * Delete after confirmation, shared by the category and product edit pages. `button` goes beside
 * the form's submit; `feedback` (the refusal and the dialog) under the form. On success a teal
 * notification and a move to `to` (replacing the edit page); on failure the dialog closes and the
 * reason (e.g. 409 category_not_empty, product_in_use) stays on the page.
 */
export function useDeleteFlow<TData>(
  remove: UseMutationResult<TData, Error, void>,
  opts: { what: string; deletedMessage: string; to: string; testId: string },
): { button: ReactNode; feedback: ReactNode } {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: opts.deletedMessage });
        navigate(opts.to, { replace: true });
      },
      onError: () => setConfirming(false),
    });
  }

  const button = (
    <Button
      color="red"
      variant="light"
      size="md"
      leftSection={<IconTrash size={18} />}
      onClick={() => setConfirming(true)}
      data-testid={opts.testId}
    >
      {t.common.delete}
    </Button>
  );
  const feedback = (
    <>
      {remove.isError && <DeleteError error={remove.error} />}
      <ConfirmDelete
        opened={confirming}
        what={opts.what}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
  return { button, feedback };
}
