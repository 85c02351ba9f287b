import { Badge, Group, Select, Text } from '@mantine/core';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import {
  lineVatOf,
  VAT_CATEGORIES,
  VAT_EXEMPTION_REASONS,
  vatBreakdown,
} from '../../../domain/vat-categories';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

type Line = InvoiceView['InvoiceLine'][number];

/** A line's VAT category as a small badge («معفاة»), or nothing for a standard-rated line. */
export function LineCategory({ line }: { line: Line }) {
  if (line.TaxCategory === 'S') return null;
  return (
    <Badge
      size="sm"
      variant="light"
      ms={6}
      title={line.TaxExemptionReasonCode}
      data-testid="line-vat-category"
    >
      {VAT_CATEGORIES[line.TaxCategory].labelAr}
    </Badge>
  );
}

/**
 * Each VAT category's amount before VAT (decision 0046), shown above the totals when the invoice
 * holds more than one category; nothing otherwise. Sums in halalas (vatBreakdown), shown in SAR.
 */
export function CategoryTotals({ lines }: { lines: readonly Line[] }) {
  const groups = vatBreakdown(
    lines.map((l) => ({
      vat: lineVatOf(l.TaxCategory, l.TaxExemptionReasonCode, l.TaxPercent),
      lineExtension: sarToHalalas(l.LineExtensionAmount),
      tax: sarToHalalas(l.TaxAmount),
      total: sarToHalalas(l.RoundingAmount),
    })),
  );
  if (groups.length < 2) return null;
  return groups.map((g) => (
    <Group key={g.category} justify="space-between" wrap="nowrap" data-testid="category-total">
      <Text size="sm" c="dimmed">
        {t.invoices.totals.categoryNet(VAT_CATEGORIES[g.category].labelAr)}
      </Text>
      <Text size="sm" fw={600}>
        <Num>{formatSarNumber(halalasToSar(g.taxable))}</Num> {t.common.sar}
      </Text>
    </Group>
  ));
}

/** 'S', then every offered reason as `category|code` («صفرية — الأدوية والمعدات الطبية»). */
const DEBIT_VAT_OPTIONS = [
  { value: 'S', label: VAT_CATEGORIES.S.labelAr },
  ...VAT_EXEMPTION_REASONS.filter((r) => r.offered).map((r) => ({
    value: `${r.category}|${r.code}`,
    label: `${VAT_CATEGORIES[r.category].labelAr} — ${r.textAr}`,
  })),
];

/** A debit line's VAT category and reason in one select (decision 0046; standard by default). */
export function DebitVatSelect(props: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <Select
      label={t.invoices.notes.vat}
      data={DEBIT_VAT_OPTIONS}
      value={props.value}
      onChange={(v) => props.onChange(v ?? 'S')}
      allowDeselect={false}
      w={200}
      data-testid={props.testId}
    />
  );
}
