import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import { Num } from '../../../components/Num';
import { formatSarNumber } from '../../../lib/format';
import { useInvoiceImage } from '../../../lib/invoice-image';
import { pngSrc } from '../../../lib/print-image';
import { useReceiptPrint } from '../../../lib/print-receipt';
import { t } from '../../../locales/ar';
import type { HeldOrderPaid } from './api';

/** One invoice of a split bill: its number, amount (SAR) and a print button (decision 0057). */
function SplitReceipt(props: {
  business: string;
  part: number;
  invoice: HeldOrderPaid['invoices'][number];
}) {
  const { business, invoice } = props;
  const receiptPrint = useReceiptPrint(business);
  const image = useInvoiceImage(
    business,
    receiptPrint.method === 'printer' ? null : invoice.invoid,
  );
  const src = image.data?.img ? pngSrc(image.data.img) : '';
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`held-receipt-${props.part}`}>
      <Text fw={700}>
        ضيف <Num>{props.part}</Num> · فاتورة <Num>{invoice.invoid}</Num> ·{' '}
        <Num>{formatSarNumber(halalasToSar(sarToHalalas(invoice.TaxInclusiveAmount)))}</Num>
      </Text>
      <Button
        h={44}
        variant="light"
        leftSection={<IconPrinter size={20} />}
        disabled={receiptPrint.method !== 'printer' && !src}
        loading={receiptPrint.busy}
        onClick={() => void receiptPrint.print(invoice.invoid, () => src, t.pos.receiptAlt)}
      >
        {t.pos.print}
      </Button>
    </Group>
  );
}

/** The invoices a split issued, each with its print button. */
export function SplitReceipts(props: { business: string; paid: HeldOrderPaid }) {
  return (
    <Stack gap="xs" data-testid="held-receipts">
      {props.paid.invoices.map((inv, i) => (
        <SplitReceipt key={inv.UUID} business={props.business} part={i + 1} invoice={inv} />
      ))}
    </Stack>
  );
}
