import { Anchor, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ShiftDetailAnswer } from '../../../domain/schemas/shift-reports';
import type { CashMovementView } from '../../../domain/schemas/shifts';
import { Sar } from '../../components/Amount';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PaymentBadge } from '../../components/PaymentBadge';
import { Empty } from '../../components/QueryState';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';

/** A shift's invoices and notes, each number opening the invoice view (/{business}/invoice/{UUID}). */
export function ShiftInvoices(props: {
  business: string;
  invoices: ShiftDetailAnswer['invoices'];
}) {
  const text = t.shifts.shift;
  return (
    <>
      <Title order={4}>{text.invoices}</Title>
      {props.invoices.length === 0 ? (
        <Empty>{text.noInvoices}</Empty>
      ) : (
        <DataTable
          columns={[
            text.number,
            text.kind,
            text.means,
            text.total,
            { label: text.date, visibleFrom: 'sm' },
          ]}
          data-testid="shift-invoices"
        >
          {props.invoices.map((i) => (
            <Table.Tr key={i.ID}>
              <Table.Td>
                <Anchor component={Link} to={`/${props.business}/invoice/${i.UUID}`}>
                  <Num>{i.invoid}</Num>
                </Anchor>
              </Table.Td>
              <Table.Td>{text.kinds[i.kind]}</Table.Td>
              <Table.Td>
                <PaymentBadge code={i.PaymentMeansCode} />
              </Table.Td>
              <Table.Td>
                <Sar value={i.TaxInclusiveAmount} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Num>{i.IssueDate}</Num>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** A shift's paid-ins and paid-outs: when (Riyadh), which way, how much, why and by whom. */
export function ShiftMovements({ movements }: { movements: readonly CashMovementView[] }) {
  const text = t.shifts.shift;
  return (
    <>
      <Title order={4}>{text.movements}</Title>
      {movements.length === 0 ? (
        <Empty>{text.noMovements}</Empty>
      ) : (
        <DataTable
          columns={[
            text.date,
            text.kind,
            text.total,
            text.reason,
            { label: text.by, visibleFrom: 'sm' },
          ]}
          data-testid="shift-movements"
        >
          {movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Num>{riyadhDateTime(m.at)}</Num>
              </Table.Td>
              <Table.Td>{text.direction[m.direction]}</Table.Td>
              <Table.Td>
                <Sar value={m.direction === 'out' ? -m.amount : m.amount} />
              </Table.Td>
              <Table.Td>{m.reason}</Table.Td>
              <Table.Td visibleFrom="sm">{m.by.name}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
