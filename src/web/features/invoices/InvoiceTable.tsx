import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InvoiceSummary } from '../../../domain/schemas/invoices';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { pngSrc } from '../../lib/print-image';
import { useReceiptPrint } from '../../lib/print-receipt';
import { useFetchInvoiceImage } from '../../lib/invoice-image';
import { PaymentBadge } from '../../components/PaymentBadge';
import { ZatcaStatusBadge } from './ZatcaStatusBadge';

/**
 * Prints a row's receipt: on the business's printer when it has one, else the receipt image
 * (fetched once, then cached) through the browser.
 */
function PrintRowButton({ business, id }: { business: string; id: number }) {
  const fetchImage = useFetchInvoiceImage(business);
  const receipt = useReceiptPrint(business);
  function print(e: React.MouseEvent) {
    e.stopPropagation();
    void receipt.print(
      id,
      async () => pngSrc((await fetchImage(id)).img),
      t.invoices.receiptAlt(id),
    );
  }
  return (
    <ActionIcon
      size={44}
      variant="light"
      color="gray"
      loading={receipt.busy}
      onClick={print}
      aria-label={t.invoices.print}
      title={receipt.hint}
      data-print-method={receipt.method}
      data-testid={`invoice-print-${id}`}
    >
      <IconPrinter size={22} />
    </ActionIcon>
  );
}

/**
 * The type of a credit (381) or debit (383) note in a list (decision 0034): red «إشعار دائن»,
 * blue «إشعار مدين»; nothing for a tax invoice.
 */
export function DocumentTypeBadge({ code }: { code: string }) {
  if (code !== '381' && code !== '383') return null;
  return (
    <Badge color={code === '381' ? 'red' : 'blue'} variant="light" data-testid={`type-${code}`}>
      {code === '381' ? t.invoices.notes.credit : t.invoices.notes.debit}
    </Badge>
  );
}

/**
 * The till list: number, date and time, employee, payment label, total, the ZATCA status badge
 * when any listed invoice was queued for ZATCA (decision 0036); view and print per row.
 */
export function InvoiceTable(props: {
  business: string;
  invoices: InvoiceSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { business, invoices, selected, onSelect } = props;
  const zatca = invoices.some((i) => i.ZatcaStatus);
  return (
    <DataTable
      wrapper="scroll"
      minWidth={640}
      columns={[
        t.invoices.columns.number,
        t.invoices.columns.dateTime,
        t.invoices.columns.employee,
        t.invoices.columns.payment,
        { label: t.invoices.columns.total, ta: 'end' },
        zatca && t.invoices.zatca.column,
        { label: t.invoices.columns.actions, ta: 'center' },
      ]}
      highlightOnHover
      verticalSpacing="xs"
      fz="md"
      stickyHeader
    >
      {invoices.map((inv) => (
        <Table.Tr
          key={inv.UUID}
          onClick={() => onSelect(inv.ID)}
          bg={selected === inv.ID ? 'teal.0' : undefined}
          style={{ cursor: 'pointer' }}
          aria-selected={selected === inv.ID}
          data-testid={`invoice-row-${inv.ID}`}
        >
          <Table.Td fw={700}>
            <Num>{inv.ID}</Num> <DocumentTypeBadge code={inv.InvoiceTypeCode} />
          </Table.Td>
          <Table.Td>
            <Num>{inv.IssueDate}</Num>{' '}
            <Text span c="dimmed">
              <Num>{inv.IssueTime.slice(0, 5)}</Num>
            </Text>
          </Table.Td>
          <Table.Td>{inv.EmployeeName}</Table.Td>
          <Table.Td>
            <PaymentBadge code={inv.PaymentMeansCode} />
          </Table.Td>
          <Table.Td ta="end" fw={700}>
            <Num>{formatSarNumber(inv.TaxInclusiveAmount)}</Num>
          </Table.Td>
          {zatca && (
            <Table.Td>
              {inv.ZatcaStatus && <ZatcaStatusBadge status={inv.ZatcaStatus} size="sm" />}
            </Table.Td>
          )}
          <Table.Td>
            <Group gap={6} justify="center" wrap="nowrap">
              <ActionIcon
                component={Link}
                to={`/${business}/invoices/view/${inv.UUID}`}
                size={44}
                variant="light"
                onClick={(e: React.MouseEvent) => e.stopPropagation()}
                aria-label={t.invoices.view}
                data-testid={`invoice-view-${inv.ID}`}
              >
                <IconEye size={22} />
              </ActionIcon>
              <PrintRowButton business={business} id={inv.ID} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
