import { randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/** How long the stand-in lasts: long enough for any outage, as it is replaced by the first real one. */
export const SELF_SIGNED_VALIDITY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A little in the past, so a client whose clock is behind still accepts the dates. */
const BACKDATE_MS = 60 * 60 * 1000;
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

/** A key and its certificate, PEM encoded. */
export interface KeyAndChain {
  keyPem: string;
  /** The leaf first, then its issuers. */
  chainPem: string;
}

/**
 * A self-signed certificate for `names` (the first is the subject's name too), for nginx to serve
 * on 443 until the ACME server issues a real one. Node's crypto cannot make certificates.
 */
export async function createSelfSignedCertificate(names: string[], now = Date.now()): Promise<KeyAndChain> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      // 16 bytes, the first 01: random and positive, as RFC 5280 asks of serial numbers.
      serialNumber: `01${randomBytes(15).toString('hex')}`,
      name: [{ CN: [names[0] ?? 'localhost'] }],
      notBefore: new Date(now - BACKDATE_MS),
      notAfter: new Date(now + SELF_SIGNED_VALIDITY_DAYS * DAY_MS),
      signingAlgorithm: ALGORITHM,
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension(names.map((name) => ({ type: 'dns' as const, value: name }))),
      ],
    },
    webcrypto as typeof globalThis.crypto,
  );
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return { keyPem: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'), chainPem: certificate.toString('pem') };
}
