/** The fake ZATCA's certificate authority, its document check and its clearance stamp (fake-zatca.ts). */
import { generateKeyPairSync } from 'node:crypto';
import { selfSignedCertificate } from '../../domain/zatca/certificate';
import { signInvoice, verifyInvoiceSignature } from '../../domain/zatca/signature';
import { nodeZatcaCrypto } from '../zatca/node-crypto';

const CA = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
export const CA_PEM = CA.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const CA_SPKI = new Uint8Array(CA.publicKey.export({ type: 'spki', format: 'der' }));

/** The certificate of the fake's clearance stamp (ZATCA stamps with its own). */
const STAMP_CERTIFICATE = selfSignedCertificate(
  {
    publicKeySpki: CA_SPKI,
    privateKeyPem: CA_PEM,
    commonName: 'Fake ZATCA clearance stamp',
    organization: 'Fake ZATCA',
    serialNumber: 7n,
    notBefore: Date.UTC(2026, 0, 1),
    notAfter: Date.UTC(2031, 0, 1),
  },
  nodeZatcaCrypto,
);

/**
 * The document as ZATCA returns it cleared: the taxpayer's signature and QR taken off, then stamped
 * with the fake's key and certificate (a new signature, a new QR); the invoice hash is unchanged.
 */
export function stamp(xml: string): string {
  const unsigned = xml
    .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
    .replace(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    );
  return signInvoice(
    unsigned,
    { privateKeyPem: CA_PEM, certificate: STAMP_CERTIFICATE },
    Date.now(),
    nodeZatcaCrypto,
  ).xml;
}

export const err = (code: string, message: string, category = 'ERROR') => ({
  type: 'ERROR',
  code,
  category,
  message,
  status: 'ERROR',
});

/** Checks a submitted document; answers its type and the errors found. */
export function check(body: Record<string, unknown>) {
  const errors = [];
  let type = 'simplified 388';
  try {
    const xml = Buffer.from(String(body.invoice ?? ''), 'base64').toString('utf8');
    const code = /<cbc:InvoiceTypeCode name="(\d+)">(\d+)</.exec(xml);
    type = `${code?.[1]?.startsWith('01') ? 'standard' : 'simplified'} ${code?.[2] ?? ''}`;
    const v = verifyInvoiceSignature(xml, nodeZatcaCrypto);
    if (v.invoiceHash !== body.invoiceHash)
      errors.push(
        err(
          'invoiceHash_QRCODE_INVALID',
          'The invoice hash API body does not match the (calculated) Hash of the XML',
        ),
      );
    if (!v.signatureValid)
      errors.push(err('signature', 'Invalid signature', 'SIGNATURE_VALIDATION'));
    if (!xml.includes(`<cbc:UUID>${String(body.uuid)}</cbc:UUID>`))
      errors.push(err('invalid-invoice-uuid', 'The UUID in the API body does not match the XML'));
    return { type, errors, xml };
  } catch (e) {
    errors.push(err('XSD_SCHEMA_ERROR', (e as Error).message, 'XSD validation'));
    return { type, errors, xml: '' };
  }
}

/** A document sent again after ZATCA accepted it: 409 on reporting, 208 on clearance. */
export function duplicate(kind: 'reporting' | 'clearance', first: Record<string, unknown>) {
  const said = err(
    'Invoice-Errors',
    'Invoice was already Reported successfully earlier.',
    'Duplicate-Invoice',
  );
  return kind === 'reporting'
    ? {
        status: 409,
        body: {
          validationResults: { errorMessages: [said], warningMessages: [], status: 'ERROR' },
          reportingStatus: 'NOT_REPORTED',
        },
      }
    : { status: 208, body: first };
}

/**
 * A scripted 400 refusal as FATOORA words it: NOT_REPORTED / NOT_CLEARED with one error message
 * (`code`, `message`, category KSA) in validationResults, for `fake.script(path, …)`.
 */
export function refusal(api: 'reporting' | 'clearance', code: string, message: string) {
  return {
    status: 400,
    body: {
      ...(api === 'reporting'
        ? { reportingStatus: 'NOT_REPORTED' }
        : { clearanceStatus: 'NOT_CLEARED' }),
      validationResults: {
        errorMessages: [err(code, message, 'KSA')],
        warningMessages: [],
        status: 'ERROR',
      },
    },
  };
}
