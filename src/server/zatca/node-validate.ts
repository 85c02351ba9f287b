import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { programFileExists, readProgramFile, readProgramText } from '../storage/program-files';
import { makeToolFolder, moveToolFile } from '../storage/tool-files';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import SaxonJS from 'saxon-js';

/**
 * Sanad's own ZATCA validation in Node (test and CI tooling, decision 0037; not used by the
 * server). It runs the same three checks as `vendor/zatca/validate` (Java + Saxon-HE) and the
 * SDK's `fatoora -validate`:
 *   1. the UBL 2.1 XSD of SDK 238-R3.4.8 (`xsd/maindoc/UBL-Invoice-2.1.xsd`) with libxml2-wasm;
 *      its xsd:include/xsd:import are resolved from disk through libxml2-wasm's fs input
 *      providers, relative to the entry schema's file URL;
 *   2. and 3. the two compiled schematrons (XSLT 2.0): `CEN-EN16931-UBL.xsl` (EN 16931) and
 *      `20210819_ZATCA_E-invoice_Validation_Rules.xsl` (KSA rules), with saxon-js, from SEF files
 *      that the `xslt3` package compiles once and caches (`compileSchematrons`).
 * An SVRL `failed-assert` or `successful-report` counts as a warning when its `@flag` is
 * `warning`, otherwise as an error (no flag = error), exactly as the Java validator counts them.
 *
 * Time: the schematrons read `current-dateTime()` (BR-KSA-04 "not in the future", BR-KSA-98
 * "simplified document older than 24 h"). saxon-js takes it from `new Date()` at the start of each
 * transform, in the process's time zone; run under TZ=Asia/Riyadh and pin `Date` (e.g.
 * `vi.setSystemTime(documentCheckTime(xml))` mirrors the Java validator's `-now=doc`).
 */

/** The schematron rule sets, named as the Java validator prints them. */
export const SCHEMATRONS = {
  CEN: 'CEN-EN16931-UBL.xsl',
  KSA: '20210819_ZATCA_E-invoice_Validation_Rules.xsl',
} as const;
export type RuleSet = 'XSD' | keyof typeof SCHEMATRONS;

/** One finding: the rule set, `error`/`warning` (or another SVRL flag), the rule id and text. */
export interface RuleHit {
  set: RuleSet;
  flag: string;
  /** Rule id (e.g. BR-KSA-51); `XSD` for a schema error, `SCHEMATRON-ABORTED` for a dynamic error. */
  id: string;
  text: string;
}

/** One document's result: XSD passed?, errors and warnings counted as the Java validator does. */
export interface NodeValidation {
  xsd: boolean;
  errors: number;
  warnings: number;
  hits: RuleHit[];
}

const SVRL_NS = 'http://purl.oclc.org/dsdl/svrl';
const require = createRequire(import.meta.url);
let fsProvidersRegistered = false;

/** SDK 238-R3.4.8's Data folder inside `vendor/zatca`. */
function sdkData(zatcaDir: string): string {
  return path.join(zatcaDir, 'sdk-238-R3.4.8', 'Data');
}

/** The SEF cache: node_modules/.cache/zatca-sef of this checkout, else the OS temp folder. */
export function defaultSefCacheDir(): string {
  const modules = path.resolve(import.meta.dirname, '../../../node_modules');
  return programFileExists(modules)
    ? path.join(modules, '.cache', 'zatca-sef')
    : path.join(os.tmpdir(), 'zatca-sef');
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * Compiles both schematron XSLs to SEF (saxon-js's compiled form) with `xslt3 -export`, once: a
 * file is named by the SHA-256 of its XSL and the xslt3/saxon-js versions, and reused while it
 * exists. The two compilations run in parallel (about 20 s on a 2-core machine); each is written
 * to a temporary name and renamed, so concurrent test files never read half a file. The SEF files
 * (1.8 MB and 3.4 MB) are not committed.
 * @returns the SEF paths by rule set.
 * @throws Error when xslt3 fails (its output is in the message).
 */
export async function compileSchematrons(
  zatcaDir: string,
  cacheDir = defaultSefCacheDir(),
): Promise<Record<keyof typeof SCHEMATRONS, string>> {
  makeToolFolder(cacheDir);
  const xslt3 = require.resolve('xslt3/xslt3.js');
  const versions = `${packageVersion('xslt3')}|${packageVersion('saxon-js')}`;
  const entries = await Promise.all(
    (Object.keys(SCHEMATRONS) as (keyof typeof SCHEMATRONS)[]).map(async (set) => {
      const xsl = path.join(sdkData(zatcaDir), 'Rules', 'Schematrons', SCHEMATRONS[set]);
      const key = createHash('sha256').update(readProgramFile(xsl)).update(versions).digest('hex');
      const sef = path.join(cacheDir, `${set}-${key.slice(0, 16)}.sef.json`);
      if (!programFileExists(sef)) {
        const partial = `${sef}.${process.pid}.tmp`;
        await promisify(execFile)(
          process.execPath,
          [xslt3, `-xsl:${xsl}`, `-export:${partial}`, '-nogo', '-relocate:on'],
          { maxBuffer: 16 << 20 },
        );
        moveToolFile(partial, sef);
      }
      return [set, sef] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof SCHEMATRONS, string>;
}

/**
 * The moment the Java validator's `-now=doc` judges a document at: one hour after its own
 * `cbc:IssueDate` + `cbc:IssueTime` (Riyadh, UTC+3). Unix milliseconds (UTC).
 * @throws RangeError when the document has no IssueDate/IssueTime of the form YYYY-MM-DD / HH:MM:SS.
 */
export function documentCheckTime(xml: string): number {
  const date = /<cbc:IssueDate>(\d{4})-(\d{2})-(\d{2})<\/cbc:IssueDate>/.exec(xml);
  const time = /<cbc:IssueTime>(\d{2}):(\d{2}):(\d{2})/.exec(xml);
  if (!date || !time) throw new RangeError('no IssueDate/IssueTime with seconds');
  const [y, mo, d] = date.slice(1).map(Number) as [number, number, number];
  const [h, mi, s] = time.slice(1).map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h - 3 + 1, mi, s);
}

/** Reads the SVRL report of one schematron run into rule hits. */
function svrlHits(set: RuleSet, svrl: string): RuleHit[] {
  const doc = new DOMParser().parseFromString(svrl, 'text/xml');
  const hits: RuleHit[] = [];
  for (const name of ['failed-assert', 'successful-report']) {
    const found = doc.getElementsByTagNameNS(SVRL_NS, name);
    for (let i = 0; i < found.length; i++) {
      const el = found.item(i)!;
      const text = el.getElementsByTagNameNS(SVRL_NS, 'text').item(0)?.textContent ?? '';
      hits.push({
        set,
        flag: el.getAttribute('flag') || 'error',
        id: el.getAttribute('id') ?? '',
        text: text.replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return hits;
}

/** A loaded validator: the XSD parsed once, both SEFs read once. `dispose()` frees the XSD. */
export interface ZatcaNodeValidator {
  /** Validates one document's text (XSD, then both schematrons). Never throws for a bad document. */
  validate(xml: string): NodeValidation;
  dispose(): void;
}

/**
 * Loads the XSD (about 0.3–0.6 s) and the compiled schematrons (`compileSchematrons`, cached).
 * @param zatcaDir the `vendor/zatca` folder (testing/zatca.ts `zatcaVendorDir()`).
 * @throws Error when the schema or a schematron cannot be loaded or compiled.
 */
export async function loadZatcaNodeValidator(
  zatcaDir: string,
  cacheDir?: string,
): Promise<ZatcaNodeValidator> {
  const sefPaths = await compileSchematrons(zatcaDir, cacheDir);
  const sefs = Object.entries(sefPaths).map(([set, file]) => ({
    set: set as RuleSet,
    sef: JSON.parse(readProgramText(file)) as unknown,
    base: pathToFileURL(file).href,
  }));
  if (!fsProvidersRegistered) {
    xmlRegisterFsInputProviders(); // lets libxml2 read the xsd:include/xsd:import files from disk
    fsProvidersRegistered = true;
  }
  const entry = path.join(sdkData(zatcaDir), 'Schemas/xsds/UBL2.1/xsd/maindoc/UBL-Invoice-2.1.xsd');
  const schemaDoc = XmlDocument.fromBuffer(readProgramFile(entry), {
    url: pathToFileURL(entry).href,
  });
  const xsd = XsdValidator.fromDoc(schemaDoc);
  schemaDoc.dispose();

  function xsdHits(xml: string): RuleHit[] {
    let doc: XmlDocument;
    try {
      doc = XmlDocument.fromString(xml);
    } catch (e) {
      return [{ set: 'XSD', flag: 'error', id: 'XSD', text: String((e as Error).message) }];
    }
    try {
      xsd.validate(doc);
      return [];
    } catch (e) {
      const details = (e as { details?: { line: number; message: string }[] }).details ?? [];
      const lines = details.length ? details : [{ line: 0, message: String((e as Error).message) }];
      return lines.map((d) => ({
        set: 'XSD' as const,
        flag: 'error',
        id: 'XSD',
        text: `${d.line}: ${d.message.trim()}`,
      }));
    } finally {
      doc.dispose();
    }
  }

  return {
    validate(xml) {
      const hits = xsdHits(xml);
      const xsdOk = hits.length === 0;
      for (const { set, sef, base } of sefs) {
        try {
          const out = SaxonJS.transform(
            {
              stylesheetInternal: sef,
              stylesheetBaseURI: base,
              sourceText: xml,
              sourceBaseURI: 'file:///document.xml',
              destination: 'serialized',
            },
            'sync',
          );
          hits.push(...svrlHits(set, out.principalResult));
        } catch (e) {
          // a dynamic error (e.g. an IssueTime without seconds) aborts the whole rule set
          hits.push({ set, flag: 'error', id: 'SCHEMATRON-ABORTED', text: String(e) });
        }
      }
      const warnings = hits.filter((h) => h.flag === 'warning').length;
      return { xsd: xsdOk, errors: hits.length - warnings, warnings, hits };
    },
    dispose() {
      xsd.dispose();
    },
  };
}
