import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSiteCertificate, TLS_FILE_MODE, TLS_FILES, writeSiteCertificate } from './certificate-files.ts';
import { createSelfSignedCertificate, SELF_SIGNED_VALIDITY_DAYS } from './self-signed-certificate.ts';

const NAMES = ['paintco.example', 'www.paintco.example'];
const DAY = 24 * 60 * 60 * 1000;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tls-files-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** site.pem split the way nginx reads it: the key, then the certificates. */
function readPem(tlsDir: string) {
  const pem = readFileSync(join(tlsDir, TLS_FILES.certificate), 'utf8');
  const certificateStart = pem.indexOf('-----BEGIN CERTIFICATE-----');
  return {
    pem,
    key: createPrivateKey(pem.slice(0, certificateStart)),
    leaf: new X509Certificate(pem.slice(certificateStart)),
  };
}

describe('the self-signed stand-in in TLS_DIR', () => {
  it('covers every name, matches its key, and is written owner-only with one-line facts saying untrusted', async () => {
    const tlsDir = join(root, 'tls');
    const now = Date.parse('2026-11-30T23:59:30.000Z');
    const facts = await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(NAMES, now), false);

    const { pem, key, leaf } = readPem(tlsDir);
    expect(pem.indexOf('PRIVATE KEY')).toBeLessThan(pem.indexOf('BEGIN CERTIFICATE'));
    expect(leaf.subjectAltName).toBe('DNS:paintco.example, DNS:www.paintco.example');
    expect(leaf.checkPrivateKey(key)).toBe(true);
    // Signed by its own key: self-signed, which no browser trusts.
    expect(leaf.verify(leaf.publicKey)).toBe(true);
    expect(leaf.issuer).toBe(leaf.subject);
    expect(leaf.ca).toBe(false);
    // Backdated an hour for a client whose clock is behind; valid for SELF_SIGNED_VALIDITY_DAYS.
    expect(leaf.validFromDate.toISOString()).toBe('2026-11-30T22:59:30.000Z');
    expect(leaf.validToDate.getTime()).toBe(now + SELF_SIGNED_VALIDITY_DAYS * DAY);

    const json = readFileSync(join(tlsDir, TLS_FILES.facts), 'utf8');
    expect(json.trimEnd().split('\n')).toHaveLength(1);
    expect(json).toContain('"trusted":false');
    expect(JSON.parse(json)).toEqual({
      trusted: false,
      names: NAMES,
      notBefore: leaf.validFromDate.toISOString(),
      notAfter: leaf.validToDate.toISOString(),
      serial: leaf.serialNumber,
      issuer: 'paintco.example',
    });
    expect(facts).toEqual(JSON.parse(json));
    for (const name of Object.values(TLS_FILES)) {
      expect(statSync(join(tlsDir, name)).mode & 0o777).toBe(TLS_FILE_MODE);
    }
  });

  it('reads back what it wrote, trusted or not', async () => {
    const tlsDir = join(root, 'tls');
    const written = await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(NAMES), true);
    expect(await readSiteCertificate(tlsDir)).toEqual({ facts: written });
  });

  it('says why a folder holds nothing usable', async () => {
    const tlsDir = join(root, 'tls');
    expect(await readSiteCertificate(tlsDir)).toEqual({ problem: 'there is no certificate yet' });

    const first = await createSelfSignedCertificate(NAMES);
    const second = await createSelfSignedCertificate(NAMES);
    await writeSiteCertificate(tlsDir, first, false);
    writeFileSync(join(tlsDir, TLS_FILES.certificate), `${second.keyPem}${first.chainPem}`);
    expect(await readSiteCertificate(tlsDir)).toEqual({
      problem: 'the key in site.pem does not belong to its certificate',
    });
  });
});
