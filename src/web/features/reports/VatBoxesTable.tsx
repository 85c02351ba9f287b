import { Table, Text } from '@mantine/core';
import type { VatBoxes } from '../../../domain/schemas/reports';
import { DataTable } from '../../components/DataTable';
import { t } from '../../locales/ar';
import { Sar } from './ReportParts';

const ROWS = ['standard', 'zeroRated', 'exports', 'exempt', 'totalSales', 'outOfScope'] as const;

/**
 * Sales by VAT category (decision 0046): the return's boxes — standard-rated, zero-rated, exports,
 * exempt, their total — and, apart, out-of-scope supplies, which are not taxable sales.
 */
export function VatBoxesTable({ boxes, testId }: { boxes: VatBoxes; testId: string }) {
  const b = t.reports.vatBoxes;
  return (
    <>
      <Text fw={600}>{b.title}</Text>
      <DataTable
        wrapper="scroll"
        minWidth={420}
        columns={[
          b.box,
          { label: t.reports.columns.beforeTax, ta: 'end' },
          { label: t.reports.columns.tax, ta: 'end' },
        ]}
        striped
        data-testid={testId}
      >
        {ROWS.map((row) => (
          <Table.Tr key={row} data-testid={`${testId}-${row}`}>
            <Table.Td fw={row === 'totalSales' ? 600 : undefined}>{b.rows[row]}</Table.Td>
            <Table.Td ta="end">
              <Sar value={boxes[row].TaxExclusiveAmount} />
            </Table.Td>
            <Table.Td ta="end">
              <Sar value={boxes[row].TaxAmount} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
}
