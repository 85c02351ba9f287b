import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../locales/ar';

/** A confirmation dialog before a destructive action (delete). */
export function ConfirmDelete(props: {
  opened: boolean;
  what: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t.common.confirmDeleteTitle}
      centered
    >
      <Text mb="lg">{t.common.confirmDeleteBody(props.what)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t.common.cancel}
        </Button>
        <Button
          color="red"
          loading={props.loading}
          onClick={props.onConfirm}
          data-testid="confirm-delete"
        >
          {t.common.delete}
        </Button>
      </Group>
    </Modal>
  );
}
