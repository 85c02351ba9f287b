import { ActionIcon, Image, Modal, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { PurchaseView } from '../../../domain/schemas/purchases';
import { errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { t } from '../../locales/ar';
import { getReceiptFile, useReceiptUrl } from './api/receipt';

const p = t.purchases;

/**
 * The receipt of a purchase in the list (shown as a thumbnail and full size;
 * docs/screens/0038-purchases-tools-screens.md): a
 * photo's 320 px thumbnail that opens the full image in a dialog, a PDF's icon that downloads it,
 * or a dash without a receipt.
 */
export function ReceiptCell({ business, purchase }: { business: string; purchase: PurchaseView }) {
  const [open, setOpen] = useState(false);
  const thumb = useReceiptUrl(business, purchase.thumb_path);
  const full = useReceiptUrl(business, purchase.image_path, open);
  if (!purchase.image_path)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (purchase.image_type === 'application/pdf')
    return (
      <Tooltip label={p.receiptPdf}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={p.receiptPdf}
          data-testid="purchase-receipt-pdf"
          onClick={() =>
            getReceiptFile(business, purchase.image_path!)
              .then((blob) => saveBlob(blob, `receipt${purchase.ID}.pdf`))
              .catch((err: unknown) =>
                notifications.show({ color: 'red', message: errorMessage(err) }),
              )
          }
        >
          <IconFileTypePdf size={22} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={p.receiptOpen(purchase.ID)}
        data-testid="purchase-receipt"
      >
        <Image
          src={thumb.url ?? undefined}
          alt={p.receiptOpen(purchase.ID)}
          w={40}
          h={40}
          radius="sm"
          fit="cover"
          bg="gray.1"
        />
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={p.receiptOpen(purchase.ID)}
        size="xl"
      >
        {full.url ? (
          <Image
            src={full.url}
            alt={p.receiptOpen(purchase.ID)}
            data-testid="purchase-receipt-full"
          />
        ) : (
          <Text c="dimmed">
            {full.query.isError ? errorMessage(full.query.error) : t.common.loading}
          </Text>
        )}
      </Modal>
    </>
  );
}
