import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** The comment OpenSSH shows beside the key in authorized_keys. */
export const SSH_KEY_COMMENT = 'painting-site-backups';

export interface SshKeyPair {
  /** OpenSSH's own private key format (`-----BEGIN OPENSSH PRIVATE KEY-----`), unencrypted, for `ssh -i`. */
  privateKey: string;
  /** OpenSSH's one-line form, for authorized_keys: `ssh-ed25519 AAAA… painting-site-backups`. */
  publicKey: string;
}

/** SSH's wire encoding: a string is its length (4 bytes, big-endian) and its bytes. */
const sshString = (value: Buffer | string) => {
  const bytes = typeof value === 'string' ? Buffer.from(value) : value;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * An Ed25519 key pair made with node:crypto, written as OpenSSH writes one (PROTOCOL.key:
 * "openssh-key-v1", no cipher), since ssh reads no PKCS#8 Ed25519 key.
 */
export function makeSshKeyPair(): SshKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d ?? '', 'base64url');
  const publicBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]);
  const check = randomBytes(4).readUInt32BE();
  const unpadded = Buffer.concat([
    uint32(check),
    uint32(check),
    sshString('ssh-ed25519'),
    sshString(pub),
    sshString(Buffer.concat([seed, pub])),
    sshString(SSH_KEY_COMMENT),
  ]);
  // Padded to the cipher's block size (8 for none) with 1, 2, 3, …
  const padding = Buffer.from(Array.from({ length: (8 - (unpadded.length % 8)) % 8 }, (_, index) => index + 1));
  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(publicBlob),
    sshString(Buffer.concat([unpadded, padding])),
  ]).toString('base64');
  const lines = body.match(/.{1,70}/g) ?? [];
  return {
    privateKey: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`,
    publicKey: `ssh-ed25519 ${publicBlob.toString('base64')} ${SSH_KEY_COMMENT}`,
  };
}
