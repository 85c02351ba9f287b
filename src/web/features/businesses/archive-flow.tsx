import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import type { BusinessProfile } from '../../../domain/business';
import { ConfirmDialog } from '../../components/confirm';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useSetBusinessActive } from './api/set-business-active';

/**
 * Archive and restore as a person does them: `archive(b)` first asks in a
 * confirmation dialog (render `dialog`), `restore(b)` acts at once; both say what happened, and
 * a refusal is shown, never swallowed. `pendingKey` is the business being changed.
 */
export function useArchiveFlow(): {
  archive: (b: BusinessProfile) => void;
  restore: (b: BusinessProfile) => void;
  pendingKey: string | null;
  dialog: ReactNode;
} {
  const text = t.businesses.archive;
  const setActive = useSetBusinessActive();
  const [target, setTarget] = useState<BusinessProfile | null>(null);

  function run(b: BusinessProfile, active: boolean) {
    setActive.mutate(
      { key: b.key, active },
      {
        onSuccess: () => {
          setTarget(null);
          notifications.show({
            color: 'teal',
            message: active ? text.restored(b.nameAr) : text.archived(b.nameAr),
          });
        },
        onError: (err) => {
          setTarget(null);
          showSaveError(err);
        },
      },
    );
  }

  return {
    archive: setTarget,
    restore: (b) => run(b, true),
    pendingKey: setActive.isPending ? (setActive.variables?.key ?? null) : null,
    dialog: (
      <ConfirmDialog
        opened={target !== null}
        title={text.confirmTitle}
        body={text.confirmBody(target?.nameAr ?? '')}
        confirmLabel={text.button}
        loading={setActive.isPending}
        testId="confirm-archive"
        onCancel={() => setTarget(null)}
        onConfirm={() => target && run(target, false)}
      />
    ),
  };
}
