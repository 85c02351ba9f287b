// Decision 0037: a batch of documents made by the app itself (POS sales and approved
// quotations through the API, ZATCA_MODE=offline) goes through ZATCA's rules twice — the
// independent Java validator (`vendor/zatca/validate -now=doc -strict`, one JVM for the whole
// batch) and Sanad's Node validator (node-validate.ts: libxml2-wasm XSD + saxon-js schematrons) —
// and both must say 0 errors, 0 warnings on every document, and name the same rules on a broken one.
// TZ=Asia/Riyadh and the clock pinned (the app's injected clock and `Date`, which saxon-js reads).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MEANS_CODES, type PaymentMeansCode } from '../../domain/payment-means';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../testing/catalogue-fixtures';
import { createClient } from '../testing/clients';
import { approve, createOrder } from '../testing/orders';
import { sell } from '../testing/sales';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runZatcaValidator, zatcaVendorDir, type ValidatorReport } from '../testing/zatca';
import {
  documentCheckTime,
  loadZatcaNodeValidator,
  type NodeValidation,
  type ZatcaNodeValidator,
} from './node-validate';

/** 2026-11-25 21:30:05 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 30, 5);

/** The stored signed XML of the invoice with this UUID (zatca_documents). */
async function storedXml(t: TestApp, uuid: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('zatca_documents')
    .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
    .select('zatca_documents.xml')
    .where('invoices.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.xml;
}

/**
 * Simplified invoices from POS sales and standard invoices from approved quotations, in both
 * seeded businesses (kebrit: retail; mengusha: a restaurant, the only one with the delivery-app
 * means 42/45): every payment means on both kinds, every 10th discount step up to 40 %, Arabic
 * product and client names, quantities up to 9,999. Returns name → stored signed XML.
 */
async function salesAndOrdersBatch(t: TestApp, admin: string): Promise<Record<string, string>> {
  const db = t.app.ctx.db;
  const products = {
    [KEBRIT_ID]: [
      await insertTestProduct(db, KEBRIT_ID, {
        name: 'أرز بسمتي ١٠ كغ',
        price: 8999,
        pricex: 9500,
      }),
      await insertTestProduct(db, KEBRIT_ID, { name: 'مياه معدنية ٣٣٠ مل', price: 150 }),
      await insertTestProduct(db, KEBRIT_ID, { name: 'زيت دوار الشمس 1.8 لتر', price: 2150 }),
    ],
    [MENGUSHA_ID]: [
      await insertTestProduct(db, MENGUSHA_ID, { name: 'مشاوي مشكلة', price: 4500, pricedv: 5200 }),
      await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي بالنعناع', price: 199, pricedv: 250 }),
      await insertTestProduct(db, MENGUSHA_ID, { name: 'كنافة بالقشطة', price: 1750 }),
    ],
  };
  const clients = {
    kebrit: (await createClient(t, admin, 'kebrit')).UUID,
    mengusha: (
      await createClient(t, admin, 'mengusha', {
        RegistrationName: 'مؤسسة عبدالله بن محمد للتموين',
        CityName: 'الرياض',
        CitySubdivisionName: 'حي العليا',
        PostalZone: '12211',
      })
    ).UUID,
  };
  const docs: Record<string, string> = {};
  let n = 0;
  for (const means of PAYMENT_MEANS_CODES) {
    const restaurant = means === '42' || means === '45';
    const key = restaurant ? 'mengusha' : 'kebrit';
    const [a, b, c] = products[restaurant ? MENGUSHA_ID : KEBRIT_ID] as [number, number, number];
    const discount = (n++ * 10) % 50;
    const sale = await sell(t, admin, key, {
      PaymentMeansCode: means,
      DiscountPercent: discount,
      InvoiceLine: [
        { ID: a, InvoicedQuantity: 3 },
        { ID: b, InvoicedQuantity: 9_999 },
        { ID: c, InvoicedQuantity: 1 },
      ],
    });
    docs[`pos-${key}-${means}-discount${discount}`] = await storedXml(t, sale.UUID);
    t.clock.now += 1_000;
    const order = await createOrder(t, admin, key, {
      Customer: { UUID: clients[key] },
      PaymentMeansCode: means,
      DiscountPercent: 40 - discount,
      InvoiceLine: [
        { ID: a, InvoicedQuantity: 7 },
        { ID: b, InvoicedQuantity: 9_999 },
      ],
    });
    const approved = await approve(t, admin, key, order.ID);
    if (approved.statusCode !== 201) throw new Error(`approve: ${approved.body}`);
    docs[`order-${key}-${means}-discount${40 - discount}`] = await storedXml(
      t,
      approved.json().UUID as string,
    );
    t.clock.now += 1_000;
  }
  return docs;
}

/**
 * Credit notes (381) and debit notes (383) of the batch (decision 0034), made through
 * the API from invoices of `sales`: partial, whole and remaining returns, debit notes of several
 * lines, on simplified and standard invoices of both businesses. Returns name → stored signed XML.
 */
async function noteDocuments(
  t: TestApp,
  admin: string,
  sales: Record<string, string>,
): Promise<Record<string, string>> {
  const uuidOf = (prefix: string) => {
    const name = Object.keys(sales).find((k) => k.startsWith(prefix))!;
    return /<cbc:UUID>([0-9a-f-]{36})<\/cbc:UUID>/.exec(sales[name]!)![1]!;
  };
  const plan: [string, string, 'creditnotes' | 'debitnotes', object][] = [
    [
      'credit-pos-kebrit-partial',
      uuidOf('pos-kebrit-10-'),
      'creditnotes',
      {
        Reason: 'إرجاع كيس أرز تالف وجزء من المياه',
        InvoiceLine: [
          { ID: 1, InvoicedQuantity: 1 },
          { ID: 2, InvoicedQuantity: 1_234 },
        ],
      },
    ],
    [
      'credit-pos-mengusha-whole',
      uuidOf('pos-mengusha-42-'),
      'creditnotes',
      { Reason: 'ألغى العميل الطلب' },
    ],
    [
      'debit-pos-kebrit',
      uuidOf('pos-kebrit-48-'),
      'debitnotes',
      {
        Reason: 'فرق سعر لم يُحتسب',
        InvoiceLine: [
          { ItemName: 'فرق سعر الأرز', InvoicedQuantity: 3, Price: 5.01 },
          { ItemName: 'أجرة التوصيل', InvoicedQuantity: 1, Price: 15 },
        ],
      },
    ],
    [
      'credit-order-kebrit-partial',
      uuidOf('order-kebrit-24-'),
      'creditnotes',
      { Reason: 'مرتجع جزئي', InvoiceLine: [{ ID: 2, InvoicedQuantity: 9_998 }] },
    ],
    [
      'credit-order-kebrit-rest',
      uuidOf('order-kebrit-24-'),
      'creditnotes',
      { Reason: 'إرجاع الباقي' },
    ],
    [
      'debit-order-mengusha',
      uuidOf('order-mengusha-45-'),
      'debitnotes',
      {
        Reason: 'خدمة إضافية للحفل',
        InvoiceLine: [{ ItemName: 'خدمة الضيافة', InvoicedQuantity: 40, Price: 12.75 }],
      },
    ],
  ];
  const docs: Record<string, string> = {};
  for (const [name, uuid, kind, body] of plan) {
    const business = name.includes('mengusha') ? 'mengusha' : 'kebrit';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${business}/invoices/${uuid}/${kind}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    docs[name] = await storedXml(t, res.json().UUID as string);
    t.clock.now += 1_000;
  }
  return docs;
}

/** The 19 signed samples of SDK 238-R3.4.8 (with their real 45-digit certificate serials). */
function sdkSamples(): Record<string, string> {
  const root = path.join(zatcaVendorDir(), 'sdk-238-R3.4.8/Data/Samples');
  const out: Record<string, string> = {};
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.xml')) continue;
    const name = `sample-${path.basename(file, '.xml').replace(/[^A-Za-z0-9_-]+/g, '_')}`;
    out[name] = fs.readFileSync(path.join(root, file), 'utf8');
  }
  return out;
}

/**
 * One generated document broken on purpose: a seller VAT number not of the form 3…3 (BR-KSA-40,
 * error), an item name shorter than 3 characters (BR-KSA-F-06-C19, warning), and an element where
 * the UBL 2.1 XSD allows none.
 */
function breakDocument(xml: string): string {
  const broken = xml
    .replace(/(<cac:PartyTaxScheme>\s*<cbc:CompanyID>)3(\d{14})</, '$11$2<')
    .replace(/<cbc:Name>مياه معدنية ٣٣٠ مل<\/cbc:Name>/, '<cbc:Name>ما</cbc:Name>')
    .replace('<cbc:ProfileID>', '<cbc:Note>x</cbc:Note><cbc:ProfileID>');
  if (broken === xml) throw new Error('nothing was broken');
  return broken;
}

/** The rules a finding list names, as sorted "SET flag id" strings (XSD errors as one "XSD"). */
function ruleIds(hits: { set: string; flag: string; id: string }[]): string[] {
  return [
    ...new Set(hits.map((h) => (h.set === 'XSD' ? 'XSD' : `${h.set} ${h.flag} ${h.id}`))),
  ].sort();
}

describe('a batch of real sales and orders passes the Java and the Node validators alike', () => {
  const tz = process.env.TZ;
  let t: TestApp;
  let admin: string;
  let docs: Record<string, string> = {};
  let samples: Record<string, string> = {};
  let broken = '';
  let java: ValidatorReport;
  let node: ZatcaNodeValidator;
  const nodeResults = new Map<string, NodeValidation>();

  /** Node validation of one document at the Java validator's `-now=doc` moment. */
  function nodeValidate(xml: string): NodeValidation {
    vi.setSystemTime(documentCheckTime(xml));
    try {
      return node.validate(xml);
    } finally {
      vi.setSystemTime(T0);
    }
  }

  beforeAll(async () => {
    process.env.TZ = 'Asia/Riyadh';
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const loading = loadZatcaNodeValidator(zatcaVendorDir()); // SEF compile (cached) meanwhile
    t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
    admin = await t.adminToken();
    const sales = await salesAndOrdersBatch(t, admin);
    docs = { ...sales, ...(await noteDocuments(t, admin, sales)) };
    samples = sdkSamples();
    broken = breakDocument(Object.entries(docs).find(([k]) => k.startsWith('pos-kebrit-10'))![1]);
    java = await runZatcaValidator({ ...docs, ...samples, broken }); // one JVM for everything
    node = await loading;
    for (const [name, xml] of Object.entries({ ...docs, ...samples, broken }))
      nodeResults.set(name, nodeValidate(xml));
  }, 300_000);

  afterAll(async () => {
    node?.dispose();
    await t?.close();
    vi.useRealTimers();
    process.env.TZ = tz;
  });

  it('the batch has both kinds, every payment means, discounts, Arabic names and 9,999 pieces', () => {
    const all = Object.values(docs);
    expect(all).toHaveLength(2 * PAYMENT_MEANS_CODES.length + 6);
    const joined = all.join('\n');
    const xmlMeans: Record<PaymentMeansCode, string> = {
      '10': '10',
      '48': '48',
      '24': '30',
      '42': '68',
      '45': '10',
    };
    for (const code of Object.values(xmlMeans))
      expect(joined).toContain(`<cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode>`);
    expect(all.filter((x) => x.includes('name="0200000">388<'))).toHaveLength(5);
    expect(all.filter((x) => x.includes('name="0100000">388<'))).toHaveLength(5);
    // notes: 381 and 383 of both kinds, each with BillingReference and InstructionNote
    expect(all.filter((x) => x.includes('name="0200000">381<'))).toHaveLength(2);
    expect(all.filter((x) => x.includes('name="0100000">381<'))).toHaveLength(2);
    expect(all.filter((x) => x.includes('name="0200000">383<'))).toHaveLength(1);
    expect(all.filter((x) => x.includes('name="0100000">383<'))).toHaveLength(1);
    for (const x of all.filter((d) => /">38[13]</.test(d))) {
      expect(x).toContain('<cac:BillingReference>');
      expect(x).toContain('<cbc:InstructionNote>');
    }
    expect(joined).toContain(
      '<cbc:InvoicedQuantity unitCode="PCE">9999.000000</cbc:InvoicedQuantity>',
    );
    expect(joined).toContain('مؤسسة عبدالله بن محمد للتموين');
    expect(joined).toContain('كنافة بالقشطة');
  });

  it('Java validator (-now=doc -strict, one JVM): every generated document XSD ok, 0 errors, 0 warnings', () => {
    for (const name of Object.keys(docs)) {
      expect(java.documents.get(name), `${name}\n${java.output}`).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    }
    expect(java.documents.size, java.output).toBe(Object.keys(docs).length + 19 + 1);
    // the run's exit code is 1 because of the broken document; every other one is 0/0
    expect([...java.documents.values()].filter((d) => d.errors + d.warnings > 0)).toHaveLength(1);
  });

  it('Node validator agrees: every document XSD ok, 0 errors, 0 warnings', () => {
    for (const name of Object.keys(docs)) {
      const r = nodeResults.get(name)!;
      expect(r.hits, name).toEqual([]);
      expect({ xsd: r.xsd, errors: r.errors, warnings: r.warnings }).toEqual(
        java.documents.get(name),
      );
    }
  });

  it('the 19 SDK samples (45-digit certificate serials): both validators 0 errors, 0 warnings', () => {
    expect(Object.keys(samples)).toHaveLength(19);
    for (const name of Object.keys(samples)) {
      const r = nodeResults.get(name)!;
      expect(java.documents.get(name), `${name}\n${java.output}`).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
      expect(r.hits, name).toEqual([]);
    }
  });

  it('a deliberately broken document fails both, on the same rule ids', () => {
    const javaHits = java.hits.get('broken')!;
    expect(java.documents.get('broken')?.xsd).toBe(false);
    expect(ruleIds(javaHits)).toEqual(
      expect.arrayContaining(['XSD', 'KSA error BR-KSA-40', 'CEN warning BR-KSA-F-06-C19']),
    );
    expect(ruleIds(nodeResults.get('broken')!.hits)).toEqual(ruleIds(javaHits));
    expect(nodeResults.get('broken')!.xsd).toBe(false);
  });
});
