/**
 * The cryptographic primitives the ZATCA phase 2 functions need, passed in so that src/domain stays
 * free of Node APIs. The server's implementation is src/server/zatca/node-crypto.ts
 * (node:crypto); tests use the same one.
 */
export interface ZatcaCrypto {
  /** SHA-256 of the bytes (32 bytes). */
  sha256(data: Uint8Array): Uint8Array;
  /**
   * ECDSA signature with SHA-256 of `data` (the whole bytes are hashed by the algorithm) under a
   * secp256k1 private key in PKCS#8 PEM; DER-encoded (ASN.1 SEQUENCE of r, s), as ZATCA's
   * ds:SignatureValue carries it.
   */
  signEcdsaSha256(data: Uint8Array, privateKeyPem: string): Uint8Array;
  /** True when `signature` (DER) is an ECDSA-SHA256 signature of `data` by the public key (SPKI DER). */
  verifyEcdsaSha256(data: Uint8Array, signature: Uint8Array, publicKeySpkiDer: Uint8Array): boolean;
}

/** Bytes → standard base64 (with padding). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Standard base64 → bytes; whitespace is ignored.
 * @throws RangeError when the text is not base64.
 */
export function fromBase64(text: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(text.replace(/\s+/g, ''));
  } catch {
    throw new RangeError('not base64');
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Bytes → lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
