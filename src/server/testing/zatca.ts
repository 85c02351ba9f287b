import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { selfSignedCertificate } from '../../domain/zatca/certificate';
import type { ZatcaSigner } from '../../domain/zatca/signature';
import { nodeZatcaCrypto } from '../zatca/node-crypto';

/**
 * Test helpers of the ZATCA phase 2 tests: where the vendored ZATCA SDK is, a throw-away offline
 * signer, and the independent validator (`vendor/zatca/validate`, Java + Saxon-HE; .ci/run installs
 * them from Debian).
 */

const REPO = resolve(import.meta.dirname, '../../..');

/**
 * The repository's ZATCA folder `vendor/zatca` (SDK 238-R3.4.8 schemas, rules and samples, the
 * independent validator; vendor/zatca/README.md says where they come from).
 * @throws Error when it is missing — the tests must not silently skip.
 */
export function zatcaVendorDir(): string {
  const dir = join(REPO, 'vendor', 'zatca');
  if (!existsSync(join(dir, 'validate'))) throw new Error(`vendor/zatca not found in ${REPO}`);
  return dir;
}

/** A fresh secp256k1 key and a self-signed certificate, as the offline mode makes them. */
export function offlineTestSigner(
  nowMs = Date.UTC(2026, 0, 1),
  organization = 'مؤسسة سند التجارية',
): ZatcaSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = selfSignedCertificate(
    {
      publicKeySpki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
      privateKeyPem,
      commonName: 'EGS1-سند',
      organization,
      serialNumber: 1234567890123456789n,
      notBefore: nowMs,
      notAfter: nowMs + 5 * 365 * 86_400_000,
    },
    nodeZatcaCrypto,
  );
  return { privateKeyPem, certificate };
}

/** One document's result as the validator prints it. */
export interface ValidatorReport {
  exitCode: number;
  /** The whole output (stdout + stderr), for failure messages. */
  output: string;
  /** Per file name: errors and warnings counted by the validator, and whether the XSD passed. */
  documents: Map<string, { xsd: boolean; errors: number; warnings: number }>;
  /**
   * Per file name, each finding as printed: rule set (XSD, CEN, KSA), flag and rule id (`XSD` for a
   * schema error).
   */
  hits: Map<string, { set: string; flag: string; id: string }[]>;
}

/**
 * Writes the documents to a temporary folder and runs `validate -now=doc -strict` over them with
 * TZ=Asia/Riyadh (BR-KSA-04 is judged in the validator's zone).
 */
export async function runZatcaValidator(docs: Record<string, string>): Promise<ValidatorReport> {
  const dir = mkdtempSync(join(tmpdir(), 'zatca-'));
  const files = Object.entries(docs).map(([name, xml]) => {
    const file = join(dir, `${name}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  const validate = join(zatcaVendorDir(), 'validate');
  const { code, output } = await new Promise<{ code: number; output: string }>((done) => {
    execFile(
      validate,
      ['-now=doc', '-strict', ...files],
      { env: { ...process.env, TZ: 'Asia/Riyadh' }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const exit = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code: exit, output: `${stdout}${stderr}` });
      },
    );
  });
  const documents: ValidatorReport['documents'] = new Map();
  const re = /([^\n/]+)\.xml\n\s+XSD (ok|FAIL)[^\n]*errors (\d+), warnings (\d+)/g;
  for (const m of output.matchAll(re)) {
    documents.set(m[1]!, { xsd: m[2] === 'ok', errors: Number(m[3]), warnings: Number(m[4]) });
  }
  const hits: ValidatorReport['hits'] = new Map();
  let current: { set: string; flag: string; id: string }[] | null = null;
  for (const line of output.split('\n')) {
    const file = /^(?:.*\/)?([^/]+)\.xml$/.exec(line);
    if (file) hits.set(file[1]!, (current = []));
    const hit = /^ {4}(CEN|KSA) (\S+) (\S+): /.exec(line);
    if (hit && current) current.push({ set: hit[1]!, flag: hit[2]!, id: hit[3]! });
    if (current && /^ {4}XSD error /.test(line))
      current.push({ set: 'XSD', flag: 'error', id: 'XSD' });
  }
  return { exitCode: code, output, documents, hits };
}
