import type { LookupAddress } from 'node:dns';
import { get, createServer as httpsServer } from 'node:https';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../tls/self-signed-certificate.ts';
import {
  createOutboundAddresses,
  OUTBOUND_REFUSED_CODE,
  OutboundAddressRefused,
  PRIVATE_ADDRESS_REFUSAL,
  parseOutboundAllowed,
  type ResolveHost,
} from './outbound-address.ts';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

/** A resolver that knows only these names, and counts its lookups. */
function fakeResolver(names: Record<string, LookupAddress[]>): ResolveHost & { lookups: string[] } {
  const lookups: string[] = [];
  const resolve = async (host: string) => {
    lookups.push(host);
    const found = names[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
  return Object.assign(resolve, { lookups });
}

const PRIVATE_LITERALS = [
  '127.0.0.1',
  '127.8.9.10',
  '[::1]',
  '::1',
  '10.0.0.1',
  '172.16.5.4',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '0.0.0.0',
  '::',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:a00:1',
];

describe('outbound addresses', () => {
  it('refuses loopback, link-local, private, CGNAT, unspecified and mapped addresses', async () => {
    const outbound = createOutboundAddresses([], fakeResolver({}));
    for (const address of PRIVATE_LITERALS) {
      await expect(outbound.resolve(address), address).rejects.toThrow(OutboundAddressRefused);
      expect(await outbound.refusal(address), address).toBe(PRIVATE_ADDRESS_REFUSAL);
    }
    expect(PRIVATE_ADDRESS_REFUSAL).toBe(
      'That address is on a private network; ask whoever runs the server to allow it (OUTBOUND_ALLOWED_HOSTS).',
    );
  });

  it('takes addresses on the internet', async () => {
    const outbound = createOutboundAddresses([], fakeResolver({}));
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(await outbound.refusal(address), address).toBeUndefined();
    }
  });

  it('refuses a name when any address it resolves to is private, and takes one all of whose are public', async () => {
    const outbound = createOutboundAddresses(
      [],
      fakeResolver({
        gateway: [v4('10.0.0.1')],
        'mixed.example': [v4('93.184.215.14'), v6('fd00::7')],
        'smtp.example': [v4('93.184.215.14'), v6('2606:2800:21f:cb07:6820:80da:af6b:8b2c')],
      }),
    );
    expect(await outbound.refusal('gateway')).toBe(PRIVATE_ADDRESS_REFUSAL);
    expect(await outbound.refusal('mixed.example')).toBe(PRIVATE_ADDRESS_REFUSAL);
    expect(await outbound.resolve('smtp.example')).toHaveLength(2);
    // A name that does not resolve is no refusal: the connection says so in its own words.
    expect(await outbound.refusal('no-such.example')).toBeUndefined();
  });

  it('allows what OUTBOUND_ALLOWED_HOSTS names: host names, addresses and ranges', async () => {
    const outbound = createOutboundAddresses(
      ['Gateway', '10.0.0.1', '192.168.1.0/24', 'fd00::/8'],
      fakeResolver({ gateway: [v4('172.18.0.3')], 'relay.lan': [v4('192.168.1.25')], 'other.lan': [v4('10.0.0.2')] }),
    );
    for (const host of ['gateway', 'GATEWAY.', '10.0.0.1', 'relay.lan', '192.168.1.200', 'fd00::25']) {
      expect(await outbound.refusal(host), host).toBeUndefined();
    }
    for (const host of ['other.lan', '10.0.0.2', '127.0.0.1', '[::1]']) {
      expect(await outbound.refusal(host), host).toBe(PRIVATE_ADDRESS_REFUSAL);
    }
  });

  it('reads OUTBOUND_ALLOWED_HOSTS, naming an entry it cannot read', () => {
    expect(parseOutboundAllowed(' mail.lan, 10.0.0.0/8 [::1],fd00::/8 ')).toEqual({
      hosts: ['mail.lan', '10.0.0.0/8', '[::1]', 'fd00::/8'],
    });
    expect(parseOutboundAllowed('')).toEqual({ hosts: [] });
    expect(parseOutboundAllowed('10.0.0.0/33')).toEqual({
      problem: '"10.0.0.0/33" is not a CIDR range: an IPv4 prefix is 0 to 32',
    });
    expect(parseOutboundAllowed('mail.lan;rm')).toMatchObject({ problem: expect.stringContaining('"mail.lan;rm"') });
  });
});

describe('connections to checked addresses', () => {
  let server: Server;
  let port: number;
  let connections: number;

  beforeEach(async () => {
    connections = 0;
    server = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses a private address before connecting, in the same words whether or not a port is open', async () => {
    const resolver = fakeResolver({ 'inside.example': [v4('127.0.0.1')] });
    const outbound = createOutboundAddresses([], resolver);
    for (const host of ['127.0.0.1', 'inside.example']) {
      const open = outbound.connect(host, port, 1000);
      await expect(open).rejects.toMatchObject({ code: OUTBOUND_REFUSED_CODE, message: PRIVATE_ADDRESS_REFUSAL });
      const closed = outbound.connect(host, 1, 1000);
      await expect(closed).rejects.toMatchObject({ code: OUTBOUND_REFUSED_CODE, message: PRIVATE_ADDRESS_REFUSAL });
    }
    expect(connections).toBe(0);
  });

  it('connects to the address it checked, looking the name up once (no second answer to rebind to)', async () => {
    // Only the injected resolver knows the name: the connection can reach it only at its checked address.
    const resolver = fakeResolver({ 'relay.lan': [v4('127.0.0.1')] });
    const outbound = createOutboundAddresses(['127.0.0.1'], resolver);
    const socket = await outbound.connect('relay.lan', port, 1000);
    expect(socket.remoteAddress).toBe('127.0.0.1');
    socket.destroy();
    expect(resolver.lookups).toEqual(['relay.lan']);
    await expect.poll(() => connections).toBe(1);
  });

  it('gives an https agent that refuses private hosts, literal or named, and reaches allowed ones', async () => {
    const { keyPem, chainPem } = await createSelfSignedCertificate(['localhost']);
    const https = httpsServer({ key: keyPem, cert: chainPem }, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    const httpsPort = (https.address() as AddressInfo).port;
    const fetchVia = (outbound: ReturnType<typeof createOutboundAddresses>, host: string) =>
      new Promise<string>((resolve, reject) => {
        const agent = outbound.httpsAgent();
        get({ host, port: httpsPort, path: '/', agent, ca: chainPem, servername: 'localhost' }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve(body));
        }).on('error', reject);
      });
    try {
      const names = { localhost: [v4('127.0.0.1')] };
      const refusing = createOutboundAddresses([], fakeResolver(names));
      for (const host of ['127.0.0.1', 'localhost']) {
        await expect(fetchVia(refusing, host), host).rejects.toMatchObject({ code: OUTBOUND_REFUSED_CODE });
      }
      expect(await fetchVia(createOutboundAddresses(['127.0.0.0/8'], fakeResolver(names)), 'localhost')).toBe('ok');
    } finally {
      https.closeAllConnections();
      await new Promise<void>((resolve) => https.close(() => resolve()));
    }
  });
});
