import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OrderPosAnswer } from '../../../domain/schemas/invoices';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useInvoiceImage } from '../../lib/invoice-image';
import { pngSrc } from '../../lib/print-image';
import { useReceiptPrint } from '../../lib/print-receipt';

/** After a save: the new invoice number and the receipt image, print and view. */
export function ReceiptPanel({ business, receipt }: { business: string; receipt: OrderPosAnswer }) {
  // The server answers '' when the receipt could not be drawn at sale time; invoicetopng re-renders it.
  const fallback = useInvoiceImage(business, receipt.invoimage ? null : receipt.ID);
  const base64 = receipt.invoimage || fallback.data?.img || '';
  const src = base64 ? pngSrc(base64) : '';
  const receiptPrint = useReceiptPrint(business);
  // The printer needs no image here (the server has it); the browser prints the one shown.
  const canPrint = receiptPrint.method === 'printer' || !!src;
  return (
    <Stack gap="sm" align="stretch">
      <Group gap="sm" justify="center" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Text size="lg" fw={700}>
          {t.pos.invoiceNumber}
        </Text>
        <Text size="32px" fw={800} c="teal.9" data-testid="pos-invoice-number">
          <Num>{receipt.ID}</Num>
        </Text>
      </Group>
      <Group grow gap="xs">
        <Button
          size="lg"
          h={52}
          variant="light"
          leftSection={<IconPrinter size={22} />}
          disabled={!canPrint}
          loading={receiptPrint.busy}
          onClick={() => void receiptPrint.print(receipt.ID, () => src, t.pos.receiptAlt)}
          title={receiptPrint.hint}
          data-print-method={receiptPrint.method}
          data-testid="pos-print"
        >
          {t.pos.print}
        </Button>
        <Button
          size="lg"
          h={52}
          variant="default"
          component={Link}
          to={`/${business}/invoices/view/${receipt.UUID}`}
          leftSection={<IconFileInvoice size={22} />}
          data-testid="pos-view-invoice"
        >
          {t.pos.viewInvoice}
        </Button>
      </Group>
      {src ? (
        <img
          className="pos-receipt-img"
          src={src}
          alt={t.pos.receiptAlt}
          data-testid="pos-receipt"
        />
      ) : (
        <Center mih={160}>
          {fallback.isError ? <Text c="red">{errorMessage(fallback.error)}</Text> : <Loader />}
        </Center>
      )}
    </Stack>
  );
}
