import { Text } from '@mantine/core';
import { formatSarNumber } from '../lib/format';
import { t } from '../locales/ar';
import { Num } from './Num';

/**
 * A drawer's over/short (counted − expected, SAR; decision 0055): red «عجز» when short, green
 * «زيادة» when over, «مطابق» when even, «لم يُعدّ بعد» for null. The amount keeps its sign.
 * `compact` (table cells): the signed amount alone, coloured, a dash while not counted.
 * `data-tone` says short, over or even.
 */
export function OverShort({
  value,
  testId,
  compact = false,
}: {
  value: number | null;
  testId?: string;
  compact?: boolean;
}) {
  if (value === null) {
    return (
      <Text span c="dimmed" data-testid={testId}>
        {compact ? '—' : t.zReport.notCounted}
      </Text>
    );
  }
  const tone = value < 0 ? 'short' : value > 0 ? 'over' : 'even';
  const color = value < 0 ? 'red.8' : value > 0 ? 'green.8' : 'teal.8';
  const word = value < 0 ? t.zReport.short : value > 0 ? t.zReport.over : t.zReport.even;
  return (
    <Text span fw={compact ? 600 : 800} c={color} data-testid={testId} data-tone={tone}>
      {!compact && word}
      {(compact || value !== 0) && (
        <>
          {!compact && ' '}
          <Num>{formatSarNumber(value)}</Num> {t.common.sar}
        </>
      )}
    </Text>
  );
}
