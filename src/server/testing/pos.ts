import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { createTestApp } from './test-app';

/** How every base64 PNG starts. */
export const PNG_MAGIC = 'iVBORw0KGgo';
/** 2026-11-22 12:30:45 Riyadh = 09:30:45Z. */
export const T0 = Date.UTC(2026, 10, 22, 9, 30, 45, 250);

/**
 * A test app whose clock stands at T0, the administrator's token, and the products the POS tests
 * sell (ids in `p`): on mengusha a grill (4500; delivery 5200; 24: 4800 halalas), tea (199) and an
 * unpublished one; on kebrit rice (8999; 24: 9500).
 */
export async function posFixture() {
  const t = await createTestApp({ now: T0 });
  const admin = await t.adminToken();
  const db = t.app.ctx.db;
  const p: Record<string, number> = {};
  p.grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
    name: 'مشاوي مشكلة',
    price: 4500,
    pricedv: 5200,
    pricex: 4800,
  });
  p.tea = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  p.hidden = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'مخفي',
    price: 1000,
    published: false,
  });
  p.kebrit = await insertTestProduct(db, KEBRIT_ID, {
    name: 'أرز بسمتي',
    price: 8999,
    pricex: 9500,
  });
  return { t, admin, p };
}

export type PosFixture = Awaited<ReturnType<typeof posFixture>>;
