import { createCanvas } from '@napi-rs/canvas';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import type { BusinessKind } from '../../domain/business-kinds';
import { halalasToSarText, sarToHalalas } from '../../domain/money';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import { purchaseItemsBody, supplierBody } from '../../domain/schemas/purchases';
import { purchaseVatSplit } from '../../domain/vat';
import type { AppContext, SessionUser } from '../context';
import { CANVAS_FAMILY, registerCanvasFonts } from '../documents/fonts';
import { kindOf, type BusinessRow } from '../modules/businesses/service';
import { listProducts } from '../modules/products/service';
import { createPurchase, saveItems } from '../modules/purchases/service';
import { createSupplier, listSuppliers } from '../modules/suppliers/service';

/**
 * Suppliers of the demo per kind of business: real-sounding Saudi names and
 * addresses, valid-format VAT numbers (15 digits, 3…3). Not real companies.
 */
const SUPPLIERS: Record<BusinessKind, Array<[string, string, string]>> = {
  restaurant: [
    ['شركة الوطنية للدواجن', 'الرياض، حي السلي، طريق الخرج', '300112233400003'],
    ['مؤسسة خيرات الوادي للخضار والفواكه', 'جدة، حي الصفا، سوق الخضار المركزي', '310223344500003'],
    ['شركة نجد للحوم الطازجة', 'الرياض، حي العزيزية، شارع ابن تيمية', '302334455600003'],
    ['مخابز ومطاحن الأولى', 'الدمام، حي الخالدية، طريق الملك سعود', '311445566700003'],
  ],
  trading: [
    ['شركة الجزيرة للعدد والأدوات', 'الرياض، حي الملز، شارع الستين', '300998877100003'],
    ['مؤسسة البناء الحديث للتوريدات', 'جدة، حي الرويس، شارع المدينة', '310887766200003'],
    ['شركة الخليج للمواد الكهربائية', 'الخبر، حي الثقبة، شارع الأمير فيصل', '302776655300003'],
  ],
};

/**
 * A photographed-looking purchase receipt (600×880 JPEG): supplier, VAT number, date, lines and
 * totals, in Arabic, drawn with @napi-rs/canvas so the demo ships no binaries.
 */
export function demoReceiptJpeg(r: {
  supplier: string;
  vatid: string;
  date: string;
  lines: Array<{ name: string; quantity: number; total: number }>;
  total: number;
}): Buffer {
  registerCanvasFonts();
  const canvas = createCanvas(600, 880);
  const g = canvas.getContext('2d');
  g.fillStyle = '#e9e4da';
  g.fillRect(0, 0, 600, 880);
  g.fillStyle = '#fffdf8';
  g.fillRect(40, 30, 520, 820);
  g.fillStyle = '#222';
  g.textAlign = 'center';
  g.direction = 'rtl';
  g.font = `bold 28px ${CANVAS_FAMILY}`;
  g.fillText(r.supplier, 300, 90, 480);
  g.font = `20px ${CANVAS_FAMILY}`;
  g.fillText('فاتورة ضريبية', 300, 130);
  g.direction = 'ltr';
  g.fillText(`VAT ${r.vatid || '—'}   ${r.date}`, 300, 165);
  g.textAlign = 'right';
  g.direction = 'rtl';
  let y = 230;
  for (const l of r.lines) {
    g.fillText(`${l.name} × ${l.quantity}`, 530, y, 300);
    g.textAlign = 'left';
    g.direction = 'ltr';
    g.fillText(halalasToSarText(l.total), 70, y);
    g.textAlign = 'right';
    g.direction = 'rtl';
    y += 40;
  }
  const { taxExclusive, tax } = purchaseVatSplit(r.total);
  g.font = `bold 22px ${CANVAS_FAMILY}`;
  for (const [label, amount] of [
    ['الإجمالي قبل الضريبة', taxExclusive],
    ['ضريبة القيمة المضافة 15٪', tax],
    ['الإجمالي', r.total],
  ] as const) {
    y += 20;
    g.fillText(label, 530, y);
    g.textAlign = 'left';
    g.direction = 'ltr';
    g.fillText(halalasToSarText(amount), 70, y);
    g.textAlign = 'right';
    g.direction = 'rtl';
    y += 20;
  }
  return canvas.toBuffer('image/jpeg', 85);
}

/**
 * Suppliers and about a purchase a week over the last 90 days per business, made
 * through the services as a manager would: each with a generated receipt photo and two or three
 * items linked to the business's products (bought at about 60 % of the sale price), the total the
 * sum of its lines. Does nothing when the business has suppliers already.
 */
export async function seedPurchases(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await listSuppliers(ctx, business)).length > 0) return;
  const products = await listProducts(ctx, business);
  if (products.length === 0) return;
  const suppliers = [];
  for (const [name, address, vatid] of SUPPLIERS[kindOf(business)])
    suppliers.push(
      await createSupplier(ctx, actor, business, supplierBody.parse({ name, address, vatid })),
    );
  const today = riyadhMidnightUtc(riyadhDate(ctx.now()));
  let n = 0;
  for (let week = 12; week >= 0; week--) {
    const at = today - (week * 7 + 2) * 86_400_000 + 10 * 3_600_000;
    if (at >= ctx.now()) continue;
    const supplier = suppliers[week % suppliers.length]!;
    const picked = [0, 1, 2]
      .slice(0, 2 + (week % 2))
      .map((k) => products[(week * 5 + k * 7) % products.length]!)
      .filter((p, i, all) => all.findIndex((q) => q.ID === p.ID) === i);
    const lines = picked.map((p, k) => {
      const quantity = 12 + ((week * 3 + k * 5) % 25);
      const price = sarToHalalas(Math.max(1, Math.round(p.price * 60) / 100));
      return { product: p, quantity, price, total: price * quantity };
    });
    await recordDemoPurchase(
      ctx,
      actor,
      business,
      supplier,
      lines.map((l) => ({ ...l, name: l.product.name, productId: l.product.ID })),
      at,
    );
    n++;
  }
  log.info(`demo ${business.key}: ${suppliers.length} suppliers and ${n} purchases`);
}

/** A demo purchase line: name, pieces, unit price and line total in halalas, optional product. */
export interface DemoLine {
  name: string;
  quantity: number;
  price: number;
  total: number;
  productId?: number;
}

/**
 * Records one demo purchase at instant `at` (UTC ms) through the services, as a manager would:
 * the receipt (a photographed JPEG, or — `pdf` — that photo scanned into a PDF), the total the
 * sum of the lines (halalas), then the items.
 * @returns the purchase's UUID.
 */
export async function recordDemoPurchase(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  supplier: { UUID: string; name: string; vatid: string },
  lines: DemoLine[],
  at: number,
  pdf = false,
): Promise<string> {
  const total = lines.reduce((s, l) => s + l.total, 0);
  const when = { ...ctx, now: () => at };
  const photo = demoReceiptJpeg({
    supplier: supplier.name,
    vatid: supplier.vatid,
    date: riyadhDate(at),
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, total: l.total })),
    total,
  });
  const purchase = await createPurchase(
    when,
    actor,
    business,
    { date: Math.floor(at / 1000), supplier: supplier.UUID, total: total / 100 },
    pdf ? await demoScannedPdf(photo) : photo,
  );
  await saveItems(
    when,
    actor,
    business,
    purchaseItemsBody.parse({
      invUUID: purchase.UUID,
      items: lines.map((l) => ({
        ItemName: l.name,
        Price: l.price / 100,
        InvoicedQuantity: l.quantity,
        ...(l.productId === undefined ? {} : { ProductID: l.productId }),
      })),
    }),
  );
  return purchase.UUID;
}

/**
 * A receipt photo "scanned" into a one-page PDF (the photo's size in points), as suppliers send
 * them: pdfkit embeds the JPEG as it is.
 */
export function demoScannedPdf(jpeg: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ size: [600, 880], margin: 0, info: { Title: 'Receipt' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.image(jpeg, 0, 0, { width: 600, height: 880 });
  doc.end();
  return done;
}
