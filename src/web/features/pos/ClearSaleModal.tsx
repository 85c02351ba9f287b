import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../../locales/ar';

/** "Cancel the current sale?": keep, or confirm (then the cart is emptied and the discount removed). */
export default function ClearSaleModal(props: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { opened, onClose, onConfirm } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={t.pos.clearCartTitle} centered>
      <Text mb="lg">{t.pos.clearCartBody}</Text>
      <Group justify="flex-end">
        <Button size="md" variant="default" onClick={onClose}>
          {t.pos.keep}
        </Button>
        <Button
          size="md"
          color="red"
          onClick={() => {
            onClose();
            onConfirm();
          }}
          data-testid="pos-clear-confirm"
        >
          {t.pos.clearCartConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
