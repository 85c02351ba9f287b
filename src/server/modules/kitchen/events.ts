import { EventEmitter } from 'node:events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';

/**
 * Change notices of held orders for the kitchen display and the counter (decision 0057): after a
 * transaction that changed an order commits, its service publishes `{ orderId, version }`; the
 * event stream (GET kitchen/events) passes it on. A notice only says "reload": a client reads the
 * state (kitchen/orders, held-orders) on connect and on each notice, so a lost notice costs
 * nothing but a delay, and a repeated one nothing at all.
 *
 * One emitter per database handle (and so per app), in this process. Several instances on one
 * database would each hear only their own changes; the clients' periodic reload covers that.
 */
export interface KitchenChange {
  orderId: number;
  version: number;
}

const buses = new WeakMap<Db, EventEmitter>();

function busOf(db: Db): EventEmitter {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    // One listener per open display or counter; a busy restaurant has a handful.
    bus.setMaxListeners(0);
    buses.set(db, bus);
  }
  return bus;
}

/** Tells every listener of business `businessId` that an order changed. Call after commit. */
export function publishKitchenChange(
  ctx: Pick<AppContext, 'db'>,
  businessId: number,
  change: KitchenChange,
): void {
  busOf(ctx.db).emit(`business:${businessId}`, change);
}

/**
 * Calls `listener` with each change of business `businessId` until the returned function is
 * called (the event stream calls it when its connection closes).
 */
export function onKitchenChange(
  ctx: Pick<AppContext, 'db'>,
  businessId: number,
  listener: (change: KitchenChange) => void,
): () => void {
  const bus = busOf(ctx.db);
  const name = `business:${businessId}`;
  bus.on(name, listener);
  return () => bus.off(name, listener);
}
