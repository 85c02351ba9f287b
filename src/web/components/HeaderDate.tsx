import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { gregorianLong, hijriLong } from '../lib/format';

/** Today's date in Arabic, Gregorian with Hijri beside it (Asia/Riyadh); refreshes every minute. */
export function HeaderDate() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (
    <Text size="sm" c="dimmed" visibleFrom="xs" data-testid="header-date">
      {gregorianLong(now)} · {hijriLong(now)}
    </Text>
  );
}
