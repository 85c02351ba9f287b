import { Alert, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { canSaleOrder } from '../../../domain/sale-orders';
import { useBusinessKey } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useSaleOrder } from './api/sale-orders';
import { SaleOrderForm } from './SaleOrderForm';

const s = t.saleOrders;

/** /{business}/sale_orders/new: a new draft sale order (decision 0069). */
export function NewSaleOrderPage() {
  const business = useBusinessKey();
  return (
    <Stack>
      <PageHeader title={s.add} back={`/${business}/sale_orders`} />
      <SaleOrderForm business={business} order={null} />
    </Stack>
  );
}

/** /{business}/sale_orders/{UUID}/edit: a draft's header and lines (only a draft is edited). */
export function EditSaleOrderPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const query = useSaleOrder(business, UUID);
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const o = query.data;
  return (
    <Stack>
      <PageHeader
        title={`${s.editTitle} ${o.number}`}
        back={`/${business}/sale_orders/${o.uuid}`}
      />
      {canSaleOrder(o.state, 'edit') ? (
        <SaleOrderForm business={business} order={o} />
      ) : (
        <Alert color="yellow">{s.states[o.state]}</Alert>
      )}
    </Stack>
  );
}
