import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { t } from '../locales/ar';
import { usePaymentTerms } from '../lib/payment-terms';

/**
 * The payment term picker of the client and supplier forms (decision 0068): the business's live
 * terms by name; cleared = null (cash). `value` is the term's `ID`. A term hidden since it was
 * chosen still shows by its id until another is picked.
 */
export function PaymentTermSelect(props: {
  business: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: ReactNode;
  testId?: string;
}) {
  const q = usePaymentTerms(props.business);
  const data = (q.data ?? []).map((term) => ({ value: String(term.ID), label: term.name }));
  if (props.value !== null && !data.some((d) => d.value === String(props.value)))
    data.push({ value: String(props.value), label: `#${props.value}` });
  return (
    <Select
      label={t.terms.picker}
      description={t.terms.pickerHint}
      placeholder={t.terms.cash}
      size="md"
      clearable
      data={data}
      disabled={q.isLoading}
      error={props.error ?? (q.isError ? t.common.errors.loadFailed : undefined)}
      value={props.value === null ? null : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      data-testid={props.testId ?? 'payment-term-select'}
    />
  );
}
