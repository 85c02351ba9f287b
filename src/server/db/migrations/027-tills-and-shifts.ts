import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Tills and shifts (decision 0055).
 * - `tills`: a business's named registers; `archived_at` (UTC ms) hides one; `z_counter` is the
 *   last Z number given on the till (numbers per till without gaps, taken in the close's
 *   transaction); `printer_address` a till's own thermal printer (null: the business's).
 * - `shifts`: one cashier's time on one till. `state` 'open' | 'closed'; at most one open shift per
 *   till (a partial unique index, so two tabs opening at once get one shift and one conflict).
 *   Money in halalas: `opening_float`, `expected_cash` and `counted_cash` (fixed at close),
 *   `card_batch_total`. Counts by denomination are JSON text (`opening_count`, `closing_count`).
 *   `counted_at` is set by the blind count, which stands even while the shift waits for a
 *   manager's approval; `forced` = 1 when a manager closed it without the cashier's count.
 *   `business_day` is the Riyadh date it opened on. Times are UTC ms.
 * - `shift_movements`: cash in (paid-in) and cash out (paid-out) of a shift, halalas > 0.
 * - `invoices` and `receipt_vouchers` gain the till and shift they were made at (null: not at a
 *   till, as every row before this migration).
 * - `businesses` gains `require_shift` (0/1, off for every existing business) and
 *   `shift_difference_limit` (halalas, SAR 5.00): an over/short beyond it needs a manager.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('tills'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('printer_address', 'text')
    .addColumn('z_counter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tills_business').on('tills').column('business_id').execute();

  await id(db.schema.createTable('shifts'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('till_id', 'integer', (c) => c.notNull().references('tills.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('open'))
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('opening_float', 'integer', (c) => c.notNull())
    .addColumn('opening_count', 'text')
    .addColumn('counted_at', 'bigint')
    .addColumn('counted_cash', 'integer')
    .addColumn('closing_count', 'text')
    .addColumn('card_batch_total', 'integer')
    .addColumn('expected_cash', 'integer')
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('forced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('z_number', 'integer')
    .execute();
  await db.schema
    .createIndex('shifts_one_open_per_till')
    .unique()
    .on('shifts')
    .column('till_id')
    .where(sql.ref('state'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('shifts_till_z_number')
    .unique()
    .on('shifts')
    .columns(['till_id', 'z_number'])
    .where(sql.ref('z_number'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('shifts_business_opened')
    .on('shifts')
    .columns(['business_id', 'opened_at'])
    .execute();

  await id(db.schema.createTable('shift_movements'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id'))
    .addColumn('direction', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_movements_shift')
    .on('shift_movements')
    .column('shift_id')
    .execute();

  for (const table of ['invoices', 'receipt_vouchers']) {
    await db.schema
      .alterTable(table)
      .addColumn('till_id', 'integer', (c) => c.references('tills.id'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('shift_id', 'integer', (c) => c.references('shifts.id'))
      .execute();
    await db.schema.createIndex(`${table}_shift`).on(table).column('shift_id').execute();
  }

  await db.schema
    .alterTable('businesses')
    .addColumn('require_shift', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('shift_difference_limit', 'integer', (c) => c.notNull().defaultTo(500))
    .execute();
}
