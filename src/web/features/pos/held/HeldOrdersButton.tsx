import { Button } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Num } from '../../../components/Num';
import { useKitchenEvents } from '../../../lib/kitchen-events';
import { useSaleStore } from '../sale-store';
import { useHeldOrders } from './api';

// The list is fetched on its first opening, not with the POS.
const HeldOrdersDrawer = lazy(() => import('./HeldOrdersDrawer'));

/**
 * «الطلبات المعلقة (3)» in the POS header (decision 0057): opens the list of the business's open
 * held orders; choosing one opens it at the POS (held order mode, kept in the sale store).
 */
export function HeldOrdersButton({ business }: { business: string }) {
  const store = useSaleStore();
  const list = useHeldOrders(business);
  // Live: the kitchen's change notices reload the list («جاهز», another till's orders).
  useKitchenEvents(business);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const count = list.data?.orders.length ?? 0;
  return (
    <>
      <Button
        size="lg"
        h={50}
        radius="xl"
        variant="light"
        color="orange"
        leftSection={<IconClipboardList size={22} />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        data-testid="held-open-list"
      >
        الطلبات المعلقة (<Num>{count}</Num>)
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <HeldOrdersDrawer
            opened={open}
            onClose={() => setOpen(false)}
            orders={list.data?.orders ?? null}
            error={list.error}
            now={list.dataUpdatedAt}
            onRetry={() => void list.refetch()}
            onOpen={(id) => {
              store.dispatch({ type: 'heldOrder', id });
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
