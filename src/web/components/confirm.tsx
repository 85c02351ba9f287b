import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../locales/ar';

/**
 * A confirmation dialog before an action that is hard to undo (delete, archive): a title, what
 * will happen, Cancel and the action's own button (red by default).
 */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  testId?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text mb="lg">{props.body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t.common.cancel}
        </Button>
        <Button
          color={props.color ?? 'red'}
          loading={props.loading}
          onClick={props.onConfirm}
          data-testid={props.testId ?? 'confirm-action'}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** A confirmation dialog before a delete. */
export function ConfirmDelete(props: {
  opened: boolean;
  what: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title={t.common.confirmDeleteTitle}
      body={t.common.confirmDeleteBody(props.what)}
      confirmLabel={t.common.delete}
      testId="confirm-delete"
    />
  );
}
