import type { FastifyBaseLogger } from 'fastify';
import { isCreditSale } from '../../domain/payment-means';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import { clientBody, type ClientInput } from '../../domain/schemas/clients';
import { orderBody } from '../../domain/schemas/orders';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/service';
import { createClient, listClients } from '../modules/clients/service';
import { collectInvoice } from '../modules/collection';
import { approveOrder, createOrder, deleteOrder } from '../modules/orders/service';
import { listProducts } from '../modules/products/service';

/**
 * Saudi trading clients of the demo: real-sounding company names, national
 * addresses, valid-format VAT numbers (15 digits, 3…3) and CR numbers. Not real companies.
 */
const ROWS: Array<[string, string, string, string, string, string, string, string, string]> = [
  [
    'شركة الأفق للتجارة والمقاولات',
    '310122393500003',
    '4030123456',
    'جدة',
    'حي الروضة',
    'شارع التحلية',
    '7421',
    '23432',
    'منطقة مكة المكرمة',
  ],
  [
    'مؤسسة الساحل الشرقي للتوريدات',
    '300456789100003',
    '2050098765',
    'الدمام',
    'حي الفيصلية',
    'طريق الملك فهد',
    '3318',
    '32272',
    'المنطقة الشرقية',
  ],
  [
    'شركة نجمة الخليج للمواد الغذائية',
    '311987654300003',
    '1010456123',
    'الرياض',
    'حي العليا',
    'طريق العروبة',
    '8154',
    '12214',
    'منطقة الرياض',
  ],
  [
    'مطاعم ديار الشام',
    '302233445500003',
    '4031234567',
    'مكة المكرمة',
    'حي العزيزية',
    'شارع العزيزية العام',
    '2207',
    '24243',
    'منطقة مكة المكرمة',
  ],
  [
    'مؤسسة الواحة للتموين',
    '301122334400003',
    '3350112233',
    'ينبع',
    'حي السميري',
    'شارع الملك عبدالعزيز',
    '4410',
    '46455',
    'منطقة المدينة المنورة',
  ],
  [
    'شركة البحر الأحمر للضيافة',
    '310998877600003',
    '4030667788',
    'جدة',
    'حي الشاطئ',
    'طريق الكورنيش',
    '1193',
    '23511',
    'منطقة مكة المكرمة',
  ],
  [
    'مخابز الفجر الحديثة',
    '300554433200003',
    '5855443322',
    'الطائف',
    'حي الشهداء',
    'شارع شبرا',
    '6620',
    '26522',
    'منطقة مكة المكرمة',
  ],
  [
    'شركة سهول تبوك الزراعية',
    '302019283700003',
    '3550192837',
    'تبوك',
    'حي المروج',
    'طريق الأمير فهد بن سلطان',
    '5072',
    '47913',
    'منطقة تبوك',
  ],
];
const CLIENTS: ClientInput[] = ROWS.map(
  (
    [
      RegistrationName,
      VAT,
      CRN,
      CityName,
      CitySubdivisionName,
      StreetName,
      BuildingNumber,
      PostalZone,
      CountrySubentity,
    ],
    i,
  ) => ({
    RegistrationName,
    VAT,
    CRN,
    CityName,
    CitySubdivisionName,
    StreetName,
    BuildingNumber,
    PostalZone,
    CountrySubentity,
    Phone: `05${String(51234567 + i * 1111).padStart(8, '0')}`,
    ContactPerson: ['خالد العتيبي', 'فهد الدوسري', 'سارة القحطاني', 'محمد الغامدي'][i % 4],
  }),
);

/**
 * Clients, quotations in every state and credit invoices collected and outstanding — made
 * through the services, like a person would: per client a few quotations over the
 * last 60 days, most approved (credit ones partly or fully collected), some deleted, the latest
 * left pending.
 */
export async function seedClientWork(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await listClients(ctx, business)).length > 0) return;
  const products = (await listProducts(ctx, business)).filter((p) => p.published);
  const today = riyadhMidnightUtc(riyadhDate(ctx.now()));
  let n = 0;
  for (const [i, input] of CLIENTS.entries()) {
    const client = await createClient(ctx, actor, business, clientBody.parse(input));
    for (let q = 0; q < 4; q++) {
      const at = today - (60 - i * 5 - q * 12) * 86_400_000 + (9 + q) * 3_600_000;
      if (at >= ctx.now()) continue;
      const when = { ...ctx, now: () => at };
      const lines = [0, 1].map((k) => ({
        ID: products[(i * 7 + q * 3 + k * 11) % products.length]!.ID,
        InvoicedQuantity: 2 + ((i + q + k) % 9),
      }));
      if (lines[0]!.ID === lines[1]!.ID) lines.pop();
      const means = q % 3 === 2 ? '10' : '24';
      const order = await createOrder(
        when,
        actor,
        business,
        orderBody.parse({
          Customer: { UUID: client.UUID },
          PaymentMeansCode: means,
          InvoiceLine: lines,
        }),
      );
      n++;
      if (q === 3) continue; // the latest stays pending
      if ((i + q) % 5 === 4) {
        await deleteOrder(when, actor, business, order.ID);
        continue;
      }
      const approval = await approveOrder(when, actor, business, order.ID);
      if (!isCreditSale(means) || (i + q) % 3 === 0) continue; // left outstanding
      const later = { ...ctx, now: () => Math.min(ctx.now(), at + 9 * 86_400_000) };
      const half = (i + q) % 2 === 0 ? Math.round((order.TaxInclusiveAmount * 100) / 2) : undefined;
      await collectInvoice(later, actor, business, approval.UUID, q % 2 === 0 ? '10' : '48', half);
    }
  }
  log.info(`demo ${business.key}: ${CLIENTS.length} clients and ${n} quotations`);
}
