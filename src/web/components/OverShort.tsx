import { Text } from '@mantine/core';
import { formatSarNumber } from '../lib/format';
import { t } from '../locales/ar';
import { Num } from './Num';

/**
 * A drawer's over/short (counted − expected, SAR; decision 0055): red «عجز» when short, green
 * «زيادة» when over, «مطابق» when even, «لم يُعدّ بعد» for null. The amount keeps its sign.
 */
export function OverShort({ value, testId }: { value: number | null; testId?: string }) {
  if (value === null) {
    return (
      <Text span c="dimmed" data-testid={testId}>
        {t.zReport.notCounted}
      </Text>
    );
  }
  const tone = value < 0 ? 'red.8' : value > 0 ? 'green.8' : 'teal.8';
  const word = value < 0 ? t.zReport.short : value > 0 ? t.zReport.over : t.zReport.even;
  return (
    <Text span fw={800} c={tone} data-testid={testId} data-over-short={Math.sign(value)}>
      {word}
      {value !== 0 && (
        <>
          {' '}
          <Num>{formatSarNumber(value)}</Num> {t.common.sar}
        </>
      )}
    </Text>
  );
}
