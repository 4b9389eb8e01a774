import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import acme from 'acme-client';
import { writeFileAtomic } from '../publish/atomic-write.ts';
import type { KeyAndChain } from './self-signed-certificate.ts';

/** What TLS_DIR holds; nginx reads both (its master runs as root). */
export const TLS_FILES = {
  /** The private key, then the chain (leaf first): one rename swaps key and certificate together. */
  certificate: 'site.pem',
  /** The certificate's facts (CertificateFacts), one line, written after site.pem. */
  facts: 'site.json',
} as const;

/** Owner-only: the file holds the private key. */
export const TLS_FILE_MODE = 0o600;
const TLS_FOLDER_MODE = 0o700;

/** site.json: what a shell (`grep '"trusted":true'`) and the health route need to know. */
export interface CertificateFacts {
  /** True only for a certificate from the ACME server, not the self-signed stand-in. */
  trusted: boolean;
  names: string[];
  notBefore: string;
  notAfter: string;
  /** Upper-case hex, as openssl shows it. */
  serial: string;
  /** The issuer's common name. */
  issuer: string;
}

const PRIVATE_KEY_PEM = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/;

/** The facts of a chain's leaf certificate. */
export function certificateFacts(chainPem: string, trusted: boolean): CertificateFacts {
  const [leaf = ''] = acme.crypto.splitPemChain(chainPem);
  const info = acme.crypto.readCertificateInfo(leaf);
  const names = [...new Set([info.domains.commonName, ...info.domains.altNames].filter(Boolean))];
  return {
    trusted,
    names,
    notBefore: info.notBefore.toISOString(),
    notAfter: info.notAfter.toISOString(),
    serial: new X509Certificate(leaf).serialNumber,
    issuer: info.issuer.commonName,
  };
}

/** Writes site.pem, then site.json, each whole (temporary file + rename), owner-only. */
export async function writeSiteCertificate(
  tlsDir: string,
  { keyPem, chainPem }: KeyAndChain,
  trusted: boolean,
): Promise<CertificateFacts> {
  const facts = certificateFacts(chainPem, trusted);
  await mkdir(tlsDir, { recursive: true, mode: TLS_FOLDER_MODE });
  await writeFileAtomic(join(tlsDir, TLS_FILES.certificate), `${keyPem.trim()}\n${chainPem.trim()}\n`, TLS_FILE_MODE);
  await writeFileAtomic(join(tlsDir, TLS_FILES.facts), `${JSON.stringify(facts)}\n`, TLS_FILE_MODE);
  return facts;
}

/** The certificate TLS_DIR holds, or why there is none nginx could use. */
export type StoredCertificate = { facts: CertificateFacts } | { problem: string };

/**
 * Reads site.pem and site.json back: the key must match the leaf certificate, and the facts are
 * taken from the certificate itself (only `trusted` from site.json).
 */
export async function readSiteCertificate(tlsDir: string): Promise<StoredCertificate> {
  let pem: string;
  let trusted: unknown;
  try {
    pem = await readFile(join(tlsDir, TLS_FILES.certificate), 'utf8');
    trusted = (JSON.parse(await readFile(join(tlsDir, TLS_FILES.facts), 'utf8')) as { trusted?: unknown }).trusted;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? 'there is no certificate yet' : `it cannot be read (${errorText(error)})` };
  }
  try {
    const keyPem = PRIVATE_KEY_PEM.exec(pem)?.[0];
    if (!keyPem) return { problem: `${TLS_FILES.certificate} has no private key` };
    const chainPem = pem.slice(pem.indexOf(keyPem) + keyPem.length);
    const [leaf] = acme.crypto.splitPemChain(chainPem);
    if (!leaf) return { problem: `${TLS_FILES.certificate} has no certificate` };
    if (!new X509Certificate(leaf).checkPrivateKey(createPrivateKey(keyPem))) {
      return { problem: `the key in ${TLS_FILES.certificate} does not belong to its certificate` };
    }
    return { facts: certificateFacts(chainPem, trusted === true) };
  } catch (error) {
    return { problem: `${TLS_FILES.certificate} is damaged (${errorText(error)})` };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
