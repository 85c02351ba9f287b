import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';

/** A small dimmed label over its value (the client block of the order form and view). */
export function LabelledValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** One totals row: label and an amount in SAR; `strong` for the tax-inclusive total. */
export function TotalRow(props: { label: string; sar: number; strong?: boolean; testId?: string }) {
  const fw = props.strong ? 700 : 400;
  return (
    <Group justify="space-between">
      <Text fw={fw}>{props.label}</Text>
      <Text fw={fw} data-testid={props.testId}>
        <Num>{formatSarNumber(props.sar)}</Num>
      </Text>
    </Group>
  );
}
