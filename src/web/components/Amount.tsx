import { Card, Text } from '@mantine/core';
import { formatSarNumber } from '../lib/format';
import { t } from '../locales/ar';
import { Num } from './Num';

/** An amount in SAR (a number of riyals, two decimals) as "1,234.50 ر.س", the digits kept LTR. */
export function Sar({ value }: { value: number }) {
  return (
    <>
      <Num>{formatSarNumber(value)}</Num> {t.common.sar}
    </>
  );
}

/**
 * A card with one headline amount in SAR: its label, the amount (in `tone`, a Mantine colour,
 * when given) and an optional note below — the figures of the VAT reports and the VAT return.
 */
export function AmountCard(props: {
  label: string;
  value: number;
  testId: string;
  note?: string;
  tone?: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={props.testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {props.label}
      </Text>
      <Text size="xl" fw={800} c={props.tone}>
        <Sar value={props.value} />
      </Text>
      {props.note && (
        <Text size="sm" c="dimmed">
          {props.note}
        </Text>
      )}
    </Card>
  );
}
