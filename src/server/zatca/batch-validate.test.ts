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
import { createTestApp, type TestApp } from '../testing/test-app';
import { salesAndOrdersBatch, noteDocuments } from '../testing/zatca-batch';
import { runZatcaValidator, zatcaVendorDir, type ValidatorReport } from '../testing/zatca';
import {
  documentCheckTime,
  loadZatcaNodeValidator,
  type NodeValidation,
  type ZatcaNodeValidator,
} from './node-validate';

/** 2026-11-25 21:30:05 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 30, 5);

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
