// Demo restaurant counter: the menu's groups of choices and a day of every order type, some paid
// split, made through the POS's own services and read back from the database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { riyadhDate } from '../../domain/riyadh-time';
import { insertTestCategory, insertTestProduct, MENGUSHA_ID } from '../testing/catalogue-fixtures';
import { T0 } from '../testing/pos';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedRestaurantCounter } from './restaurant-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { receiptImages: false } });
});
afterAll(async () => t.close());

it('three groups on the menu; yesterday 30 sales of every order type, drinks sized, split parts summing to their invoices', async () => {
  const { ctx } = t.app;
  const db = ctx.db;
  const categories: Record<string, number> = {};
  for (const name of ['المشروبات', 'الساندويتشات', 'المشويات'])
    categories[name] = await insertTestCategory(db, MENGUSHA_ID, name);
  const tea = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'شاي',
    price: 500,
    categoryId: categories['المشروبات'],
  });
  for (const [name, category] of [
    ['شاورما دجاج', 'الساندويتشات'],
    ['شيش طاووق', 'المشويات'],
  ] as const)
    await insertTestProduct(db, MENGUSHA_ID, {
      name,
      price: 1800,
      categoryId: categories[category],
    });
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', MENGUSHA_ID)
    .executeTakeFirstOrThrow();
  const admin = { id: 1, uuid: '', username: 'admin', role: 'admin', tokenHash: '' };
  await seedRestaurantCounter(ctx, admin, business, t.app.log);
  await seedRestaurantCounter(ctx, admin, business, t.app.log); // a second run adds nothing

  const groups = await db
    .selectFrom('modifier_groups')
    .select('name')
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  expect(groups.map((g) => g.name).sort()).toEqual(['الإضافات', 'الحجم', 'بدون'].sort());

  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'issue_date', 'order_type', 'tax_inclusive_amount', 'cash_tendered'])
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  expect(invoices).toHaveLength(30);
  expect(new Set(invoices.map((i) => i.issue_date))).toEqual(
    new Set([riyadhDate(T0 - 86_400_000)]),
  );
  expect(new Set(invoices.map((i) => i.order_type))).toEqual(
    new Set(['dine_in', 'takeaway', 'delivery']),
  );

  const parts = await db
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'payment_means_code', 'amount'])
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  const split = new Set(parts.map((p) => p.invoice_id));
  expect(split.size).toBeGreaterThan(0);
  for (const inv of invoices.filter((i) => split.has(i.id))) {
    const mine = parts.filter((p) => p.invoice_id === inv.id);
    expect(mine.map((p) => p.payment_means_code)).toEqual(['10', '48']);
    expect(mine.reduce((s, p) => s + Number(p.amount), 0)).toBe(Number(inv.tax_inclusive_amount));
  }

  // Every drink line was sold with exactly one size.
  const teaLines = await db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .select(['invoice_lines.invoice_id', 'invoice_lines.line_no', 'invoice_lines.item_name'])
    .where('invoices.business_id', '=', MENGUSHA_ID)
    .where('invoice_lines.product_id', '=', tea)
    .execute();
  expect(teaLines.length).toBeGreaterThan(0);
  const sizes = await db
    .selectFrom('invoice_line_modifiers')
    .select(['invoice_id', 'line_no'])
    .where('business_id', '=', MENGUSHA_ID)
    .where('group_name', '=', 'الحجم')
    .execute();
  for (const line of teaLines) {
    expect(
      sizes.filter((s) => s.invoice_id === line.invoice_id && s.line_no === line.line_no),
    ).toHaveLength(1);
    expect(line.item_name).toMatch(/^شاي \((صغير|وسط|كبير)\)$/);
  }
});
