import { Modal, type ModalProps } from '@mantine/core';

/** A POS dialog: centred, its close button a 44 px touch target like the POS's own (decision 0048). */
export function ShiftModal(props: ModalProps) {
  return <Modal centered closeButtonProps={{ size: 44, iconSize: 22 }} {...props} />;
}
