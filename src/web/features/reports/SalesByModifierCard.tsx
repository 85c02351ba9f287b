import { Table } from '@mantine/core';
import { useState } from 'react';
import { KIND_RULES } from '../../../domain/business-kinds';
import { riyadhMonthIssueDates, type ReportPeriod } from '../../../domain/reports';
import { useCurrentBusiness } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { useSalesByModifier } from './api/sales-by-modifier';
import { ReportCard, Sar } from './ReportParts';

/** "All" as a date range: from a day before any sale to the end of this month (Riyadh). */
const ALL_FROM = '2000-01-01';

/**
 * The restaurant's sales by modifier for the reports screen's period (decision 0056): group,
 * option, quantity and amount (SAR) as the server sums them; nothing for other kinds.
 */
export function SalesByModifierCard({ period }: { period: ReportPeriod }) {
  const business = useCurrentBusiness();
  const restaurant = KIND_RULES[business.kind].restaurantCounter;
  const [month] = useState(() => riyadhMonthIssueDates(Date.now()));
  const range = period === 'month' ? month : { from: ALL_FROM, to: month.to };
  const q = useSalesByModifier(business.key, range, restaurant);
  if (!restaurant) return null;
  return (
    <ReportCard title="المبيعات حسب الإضافات">
      {q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : q.isPending ? (
        <Loading />
      ) : q.data.length === 0 ? (
        <Empty>لا توجد إضافات مبيعة في هذه الفترة</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={480}
          columns={[
            'المجموعة',
            'الخيار',
            { label: 'الكمية', ta: 'end' },
            { label: 'المبلغ', ta: 'end' },
          ]}
          striped
          data-testid="sales-by-modifier"
        >
          {q.data.map((r) => (
            <Table.Tr key={`${r.group}|${r.option}`}>
              <Table.Td>{r.group}</Table.Td>
              <Table.Td>{r.option}</Table.Td>
              <Table.Td ta="end">
                <Num>{r.quantity}</Num>
              </Table.Td>
              <Table.Td ta="end">
                <Sar value={r.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </ReportCard>
  );
}
