import { Badge } from '@mantine/core';
import {
  PAYMENT_MEANS_LABELS,
  isPaymentMeansCode,
  type PaymentMeansCode,
} from '../../domain/payment-means';

/** One colour per payment means, shared by the badges and the totals cards. */
export const PAYMENT_COLORS: Record<PaymentMeansCode, string> = {
  '10': 'green',
  '48': 'blue',
  '42': 'grape',
  '45': 'violet',
  '24': 'red',
};

/** The Arabic label of a PaymentMeansCode (an unknown code is shown as it is). */
export function PaymentBadge({ code }: { code: string }) {
  const known = isPaymentMeansCode(code);
  return (
    <Badge size="lg" variant="light" color={known ? PAYMENT_COLORS[code] : 'gray'} radius="sm">
      {known ? PAYMENT_MEANS_LABELS[code] : code}
    </Badge>
  );
}
