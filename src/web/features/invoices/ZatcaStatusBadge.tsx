import { Badge } from '@mantine/core';
import { ZATCA_STATUS_LABELS, type ZatcaStatus } from '../../../domain/zatca/reporting';

/** One colour per ZATCA status (decision 0036). */
const COLORS: Record<ZatcaStatus, string> = {
  pending: 'gray',
  reported: 'teal',
  cleared: 'teal',
  warnings: 'yellow',
  rejected: 'red',
};

/** The Arabic label of an invoice's ZATCA reporting/clearance status, as a small badge. */
export function ZatcaStatusBadge({
  status,
  size = 'md',
}: {
  status: ZatcaStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      size={size}
      variant={status === 'rejected' ? 'filled' : 'light'}
      color={COLORS[status]}
      radius="sm"
      data-testid="zatca-status"
      data-status={status}
    >
      {ZATCA_STATUS_LABELS[status]}
    </Badge>
  );
}
