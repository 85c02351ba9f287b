import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '../../../domain/schemas/orders';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PaymentBadge } from '../../components/PaymentBadge';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

const o = t.orders;

/**
 * One icon button of a row (view, edit, approve, delete, change payment): a touch-sized icon with
 * its Arabic name as tooltip and accessible label; a link when `to` is given.
 */
export function RowAction(props: {
  label: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?: () => void;
  testId?: string;
}) {
  const common = {
    variant: 'subtle',
    size: 'lg',
    color: props.color,
    'aria-label': props.label,
    'data-testid': props.testId,
  } as const;
  return (
    <Tooltip label={props.label}>
      {props.to ? (
        <ActionIcon component={Link} to={props.to} {...common}>
          {props.icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={props.onClick} {...common}>
          {props.icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** The customer cell: name, and city and district below it (legacy app: orderx). */
function CustomerCell({ customer }: { customer: OrderView['Customer'] }) {
  const place = [customer.CityName, customer.CitySubdivisionName].filter(Boolean).join('، ');
  return (
    <>
      <Text fw={600} size="sm">
        {customer.RegistrationName}
      </Text>
      {place && (
        <Text c="dimmed" size="xs">
          {place}
        </Text>
      )}
    </>
  );
}

/**
 * The pending quotations as a table (legacy app: orders, orderx, admin, adminx, approve): number,
 * date, customer with city and district, total, payment and the screen's own actions. `payment`
 * replaces the payment badge (orderx's control); `actions` gives each row's buttons.
 */
export function PendingTable(props: {
  orders: readonly OrderView[];
  payment?: (order: OrderView) => ReactNode;
  actions: (order: OrderView) => ReactNode;
}) {
  return (
    <DataTable
      minWidth={720}
      scrollType="auto"
      columns={[
        o.columns.number,
        o.columns.date,
        o.columns.customer,
        o.columns.total,
        o.columns.payment,
        o.columns.actions,
      ]}
      striped
      highlightOnHover
      verticalSpacing="sm"
      data-testid="order-table"
    >
      {props.orders.map((order) => (
        <Table.Tr key={order.OrderReferenceID} data-testid="order-row">
          <Table.Td fw={600}>
            <Num>{order.OrderReferenceID}</Num>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Num>{order.IssueDate}</Num>
          </Table.Td>
          <Table.Td>
            <CustomerCell customer={order.Customer} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Num>{formatSarNumber(order.TaxInclusiveAmount)}</Num>
          </Table.Td>
          <Table.Td>
            {props.payment ? props.payment(order) : <PaymentBadge code={order.PaymentMeansCode} />}
          </Table.Td>
          <Table.Td>
            <div style={{ display: 'flex', gap: 4, flexWrap: 'nowrap' }}>
              {props.actions(order)}
            </div>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
