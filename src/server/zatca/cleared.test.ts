// checkClearedInvoice (decision 0043) on a signed document and what ZATCA could send back.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeZatcaCrypto } from './node-crypto';
import { TEST_BUYER, testInvoice } from '../testing/zatca-fixtures';
import { stamp } from '../testing/fake-zatca-stamp';
import { selfSignedCertificate } from '../../domain/zatca/certificate';
import { checkClearedInvoice } from '../../domain/zatca/cleared';
import { documentQr } from '../../domain/zatca/hash';
import { signInvoice } from '../../domain/zatca/signature';
import { buildInvoiceXml } from '../../domain/zatca/xml';

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const certificate = selfSignedCertificate(
  {
    publicKeySpki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
    privateKeyPem,
    commonName: 'EGS',
    organization: 'Sanad test',
    serialNumber: 3n,
    notBefore: Date.UTC(2026, 0, 1),
    notAfter: Date.UTC(2027, 0, 1),
  },
  nodeZatcaCrypto,
);

function sent() {
  const uuid = randomUUID();
  const s = signInvoice(
    buildInvoiceXml(testInvoice({ kind: 'standard', uuid, buyer: TEST_BUYER })),
    { privateKeyPem, certificate },
    Date.UTC(2026, 10, 25, 18),
    nodeZatcaCrypto,
  );
  return { uuid, invoiceHash: s.invoiceHash, xml: s.xml };
}

describe('checkClearedInvoice', () => {
  it("ZATCA's stamp over the same invoice: kept, with the stamped QR", () => {
    const doc = sent();
    const cleared = stamp(doc.xml);
    const check = checkClearedInvoice(cleared, doc, nodeZatcaCrypto);
    expect(check).toEqual({ ok: true, qr: documentQr(cleared) });
  });

  it('another UUID, another invoice body, no stamp, not XML: refused with the reason', () => {
    const doc = sent();
    const other = sent();
    expect(checkClearedInvoice(other.xml, doc, nodeZatcaCrypto)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/UUID/),
    });
    const changed = doc.xml.replace('<cbc:IssueTime>', '<cbc:IssueTime>0');
    expect(checkClearedInvoice(changed, doc, nodeZatcaCrypto)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/invoice hash/),
    });
    const unsigned = doc.xml.replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '');
    expect(checkClearedInvoice(unsigned, doc, nodeZatcaCrypto)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/stamp/),
    });
    expect(checkClearedInvoice('<Invoice', doc, nodeZatcaCrypto)).toMatchObject({ ok: false });
  });
});
