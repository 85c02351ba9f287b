import { Badge } from '@mantine/core';
import type { BusinessKind } from '../../../domain/business-kinds';
import { t } from '../../locales/ar';

/** The business's kind (trading / restaurant) as a small badge. */
export function KindBadge({ kind }: { kind: BusinessKind }) {
  return (
    <Badge variant="light" color={kind === 'restaurant' ? 'orange' : 'blue'} radius="sm">
      {t.businesses.kinds[kind]}
    </Badge>
  );
}

/** Active or archived, as a small badge. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant={active ? 'light' : 'filled'}
      color={active ? 'teal' : 'gray'}
      radius="sm"
      data-testid="business-status"
    >
      {active ? t.businesses.status.active : t.businesses.status.archived}
    </Badge>
  );
}
