import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { groupsOf, lineChoices, needsSheet, type ModifierModel } from './modifiers';
import type { SheetRequest } from './ModifierSheet';
import { productUnitPrice, type PricedLine } from './sale';
import type { SaleStore } from './sale-store';

// The sheet is fetched on its first opening, not with the POS (a trading POS never needs it).
const ModifierSheet = lazy(() => import('./ModifierSheet'));

/**
 * The POS's taps with a restaurant's modifiers (decision 0056). `onTap` stays stable (the grid
 * never re-renders for it): a product with a required group opens the sheet, any other is added
 * at once (optional groups are left for «خيارات» on its line). `editable` opens the sheet for a
 * cart line. Without `modifiers` (a trading business) a tap only adds one.
 */
export function useModifierTaps(
  store: SaleStore,
  modifiers: ModifierModel | null,
): {
  onTap: (product: PosProduct) => void;
  editable?: { has: (line: PricedLine) => boolean; onEdit: (line: PricedLine) => void };
  sheet: ReactNode;
} {
  const [request, setRequest] = useState<SheetRequest | null>(null);
  const onTap = useCallback(
    (product: PosProduct) => {
      const groups = modifiers ? groupsOf(modifiers, product) : [];
      if (needsSheet(groups)) setRequest({ product, groups, chosen: [] });
      else store.dispatch({ type: 'add', product });
    },
    [store, modifiers],
  );
  const editable = useMemo(
    () =>
      modifiers
        ? {
            has: (line: PricedLine) => groupsOf(modifiers, line.product).length > 0,
            onEdit: (line: PricedLine) => {
              const chosen = line.choices?.modifiers ?? [];
              const groups = groupsOf(modifiers, line.product);
              setRequest({ product: line.product, groups, chosen, editing: chosen });
            },
          }
        : undefined,
    [modifiers],
  );
  const close = useCallback(() => setRequest(null), []);
  const means: PaymentMeansCode = store.get().paymentMeans;
  const sheet =
    request && modifiers ? (
      <Suspense fallback={null}>
        <ModifierSheet
          key={`${request.product.ID}-${request.editing?.join('-') ?? 'new'}`}
          request={request}
          basePrice={productUnitPrice(request.product, means)}
          onClose={close}
          onDone={(ids) => {
            const choices = lineChoices(modifiers, ids);
            if (request.editing)
              store.dispatch({
                type: 'edit',
                productId: request.product.ID,
                modifiers: request.editing,
                choices,
              });
            else store.dispatch({ type: 'add', product: request.product, choices });
            setRequest(null);
          }}
        />
      </Suspense>
    ) : null;
  return { onTap, editable, sheet };
}
