import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCan } from '../../app';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useSaleOrderFromQuotation } from './api/orders';

const s = t.saleOrders;

/**
 * "أمر بيع" on a pending or approved quotation's screen (decision 0069): POST
 * sale_orders/from_quotation/{UUID} makes a draft with the quoted prices, then opens it. Shown
 * only with `sale_orders.write`; refusals (quotation_not_convertible) in a red notification.
 */
export function FromQuotationButton({ business, uuid }: { business: string; uuid: string }) {
  const allowed = useCan('sale_orders.write');
  const make = useSaleOrderFromQuotation(business);
  const navigate = useNavigate();
  if (!allowed) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconTruckDelivery size={18} />}
      loading={make.isPending}
      data-testid="order-to-sale-order"
      onClick={() =>
        make.mutate(uuid, {
          onSuccess: (so) => {
            notifications.show({ color: 'teal', message: s.fromQuotationDone });
            void navigate(`/${business}/sale_orders/${so.uuid}`);
          },
          onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
        })
      }
    >
      {s.fromQuotation}
    </Button>
  );
}
