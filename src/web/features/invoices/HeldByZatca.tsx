import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconRefresh, IconX } from '@tabler/icons-react';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { t } from '../../locales/ar';

const z = t.invoices.zatca;

/**
 * Whether a standard invoice is held back from the buyer (decision 0044): `pending` while ZATCA
 * has not cleared it, `rejected` once it refused; null when it may be shared (a simplified invoice,
 * a cleared one, or one never queued — ZATCA_MODE off or offline).
 */
export function heldByZatca(
  inv: Pick<InvoiceView, 'InvoiceTypeCodeName' | 'ZATCA'>,
): 'pending' | 'rejected' | null {
  if (invoiceKindOfSubtype(inv.InvoiceTypeCodeName) !== 'standard') return null;
  const status = inv.ZATCA?.status;
  return status === 'pending' || status === 'rejected' ? status : null;
}

/** Why the PDF, print and XML are off on this standard invoice, and what to do. */
export function HeldByZatca(props: { held: 'pending' | 'rejected'; onRefresh: () => void }) {
  const pending = props.held === 'pending';
  return (
    <Alert
      className="no-print"
      color={pending ? 'yellow' : 'red'}
      icon={pending ? <IconClockHour4 /> : <IconX />}
      title={pending ? z.heldTitle : z.rejectedHeldTitle}
      data-testid="invoice-held"
      data-state={props.held}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{pending ? z.held : z.rejectedHeld}</Text>
        {pending && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={18} />}
            onClick={props.onRefresh}
            data-testid="invoice-held-refresh"
          >
            {z.refresh}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
