import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ORDER_TYPE_LABELS } from '../../../domain/order-types';
import { PAYMENT_MEANS_LABELS, isPaymentMeansCode } from '../../../domain/payment-means';
import type { InvoiceLineView, InvoiceView } from '../../../domain/schemas/invoices';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

/**
 * What a restaurant sale (decision 0056) adds to the invoice on screen and on A4, as the receipt
 * prints it: the order type with its table or delivery details, a line's note and choices, and the
 * parts of a split payment with the cash tendered and the change. Each shows nothing when the
 * invoice has none of it.
 */

const LABELS = {
  orderType: 'نوع الطلب',
  table: 'الطاولة',
  customer: 'العميل',
  phone: 'الجوال',
  address: 'العنوان',
  reference: 'رقم الطلب',
  tendered: 'المستلم',
  change: 'الباقي',
};

/** A label and its value on one line, as the invoice view's fields are shown. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}:
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

/** The order type, then the table (dine-in) or the delivery details that were given. */
export function OrderFields({ inv }: { inv: InvoiceView }) {
  if (!inv.orderType) return null;
  const d = inv.delivery;
  return (
    <>
      <Field label={LABELS.orderType}>
        <span data-testid="invoice-order-type">{ORDER_TYPE_LABELS[inv.orderType]}</span>
      </Field>
      {inv.table && (
        <Field label={LABELS.table}>
          <Num>{inv.table}</Num>
        </Field>
      )}
      {d?.name && <Field label={LABELS.customer}>{d.name}</Field>}
      {d?.phone && (
        <Field label={LABELS.phone}>
          <Num>{d.phone}</Num>
        </Field>
      )}
      {d?.address && <Field label={LABELS.address}>{d.address}</Field>}
      {d?.reference && (
        <Field label={LABELS.reference}>
          <Num>{d.reference}</Num>
        </Field>
      )}
    </>
  );
}

/** A line's note (the choices that did not fit in its name), small under the name. */
export function LineNote({ line }: { line: InvoiceLineView }) {
  if (!line.Note) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="invoice-line-note">
      {line.Note}
    </Text>
  );
}

function AmountRow({ label, value }: { label: string; value: number }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        <Num>{formatSarNumber(value)}</Num> {t.common.sar}
      </Text>
    </Group>
  );
}

/** Under the totals: each part of a split payment, then the cash tendered and the change. */
export function PaymentParts({ inv }: { inv: InvoiceView }) {
  const parts = inv.PaymentMeans ?? [];
  if (parts.length === 0 && inv.cashTendered === undefined) return null;
  return (
    <Stack gap={4} data-testid="invoice-payment-parts">
      {parts.map((p, i) => (
        <AmountRow
          key={i}
          label={
            isPaymentMeansCode(p.PaymentMeansCode)
              ? PAYMENT_MEANS_LABELS[p.PaymentMeansCode]
              : p.PaymentMeansCode
          }
          value={Math.abs(p.Amount)}
        />
      ))}
      {inv.cashTendered !== undefined && (
        <AmountRow label={LABELS.tendered} value={inv.cashTendered} />
      )}
      {inv.change !== undefined && <AmountRow label={LABELS.change} value={inv.change} />}
    </Stack>
  );
}
