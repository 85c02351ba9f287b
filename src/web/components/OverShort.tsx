import { Text } from '@mantine/core';
import { Sar } from './Amount';

/**
 * A drawer difference in SAR (counted − expected): short in red, over in amber, even in green;
 * a dash while not counted (null). Decision 0055.
 */
export function OverShort({ value }: { value: number | null }) {
  if (value === null) return <Text span>—</Text>;
  const color = value < 0 ? 'red' : value > 0 ? 'orange' : 'teal';
  return (
    <Text span fw={600} c={color} data-tone={value < 0 ? 'short' : value > 0 ? 'over' : 'even'}>
      <Sar value={value} />
    </Text>
  );
}
