import { createContext, useContext, useSyncExternalStore } from 'react';
import { saleReducer, type SaleAction, type SaleState } from './sale';

/**
 * The sale outside React state: components subscribe to the slice they show
 * (useSale with a selector), so a tap re-renders the cart and the one tapped tile, never the grid
 * of products.
 */
export interface SaleStore {
  get(): SaleState;
  dispatch(action: SaleAction): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial`, changed only through saleReducer. */
export function createSaleStore(initial: SaleState): SaleStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = saleReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const SaleStoreContext = createContext<SaleStore | null>(null);

/** The POS's sale store (inside PosPage only). */
export function useSaleStore(): SaleStore {
  const store = useContext(SaleStoreContext);
  if (!store) throw new Error('useSaleStore outside the POS');
  return store;
}

/**
 * The slice of the sale that `select` picks; the component re-renders only when it changes
 * (Object.is), so a selector must return a primitive or a part of the state, not a new object.
 */
export function useSale<T>(select: (state: SaleState) => T): T {
  const store = useSaleStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
