// Throwaway (not committed): dumps documents for ../shared/zatca/validate -strict.
import fs from 'node:fs';
import { createTestApp } from './src/server/testing/test-app';
import { insertTestProduct, KEBRIT_ID } from './src/server/testing/catalogue-fixtures';
import { createClient } from './src/server/testing/clients';
import { approve, createOrder } from './src/server/testing/orders';
import { apiCaller } from './src/server/testing/api-caller';

const t = await createTestApp({ config: { zatcaMode: 'offline' } });
const admin = await t.adminToken();
const call = apiCaller(t);
const db = t.app.ctx.db;
const s = await insertTestProduct(db, KEBRIT_ID, { name: 'زيت', price: 2150 });
const z = await insertTestProduct(db, KEBRIT_ID, { name: 'جهاز قياس السكر', price: 9999, vatCategory: 'Z', vatExemptionCode: 'VATEX-SA-35' });
const e = await insertTestProduct(db, KEBRIT_ID, { name: 'رسوم تحويل', price: 500, vatCategory: 'E', vatExemptionCode: 'VATEX-SA-29' });
const o = await insertTestProduct(db, KEBRIT_ID, { name: 'رسوم تأشيرة', price: 20000, vatCategory: 'O', vatExemptionCode: 'VATEX-SA-OOS' });
const lines = [s, z, e, o].map((ID) => ({ ID, InvoicedQuantity: 2 }));
const client = (await createClient(t, admin, 'kebrit')).UUID;
const order = await createOrder(t, admin, 'kebrit', { Customer: { UUID: client }, PaymentMeansCode: '10', DiscountPercent: 0, InvoiceLine: lines });
const std = (await approve(t, admin, 'kebrit', order.ID)).json();
const pos = (await call('POST', '/kebrit/orderpos', admin, { PaymentMeansCode: '10', DiscountPercent: 0, InvoiceLine: lines })).json();
fs.mkdirSync('/tmp/look/xml', { recursive: true });
for (const [name, uuid] of [['standard-mixed', std.UUID], ['simplified-mixed', pos.UUID]]) {
  const res = await call('GET', `/kebrit/invoices/${uuid}/xml`, admin);
  fs.writeFileSync(`/tmp/look/xml/${name}.xml`, res.body);
  console.log(name, res.statusCode, res.body.length);
}
await t.close();
