import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import {
  GenericContainer,
  getContainerRuntimeClient,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { baseImageArgs, IMAGES, REPO_ROOT } from './images.ts';

export const PEBBLE_ALIAS = 'pebble';
/** The ACME directory a gateway under test orders from (ACME_DIRECTORY_URL). */
export const PEBBLE_DIRECTORY_URL = `https://${PEBBLE_ALIAS}:14000/dir`;
const PEBBLE_MANAGEMENT_PORT = 15000;
/** Where a gateway under test finds the CA of Pebble's own listener (NODE_EXTRA_CA_CERTS). */
export const PEBBLE_LISTENER_CA_PATH = '/tmp/pebble-listener-ca.pem';

export async function buildPebbleImage(): Promise<void> {
  await GenericContainer.fromDockerfile(join(REPO_ROOT, 'tests/stack/pebble'))
    .withBuildArgs(baseImageArgs())
    .build(IMAGES.pebble, { deleteOnExit: false });
}

export interface AcmeServer {
  container: StartedTestContainer;
  /** The CA that signed Pebble's https listener: the gateway must trust it to order. */
  listenerCa: string;
  /** The root Pebble issues certificates under: a client trusting it sees a valid chain. */
  issuingRoot: string;
  /** Puts Pebble on another network under its alias (it was unreachable from there before). */
  joinNetwork(network: StartedNetwork): Promise<void>;
  /** Takes it off that network again (a network with a container on it cannot be removed). */
  leaveNetwork(network: StartedNetwork): Promise<void>;
}

/**
 * Pebble on `network` as `pebble`. Its challenges go to port 80 of each name, looked up through
 * Docker's DNS, so nginx answers them under the site's network alias. No random sleeps or nonce
 * refusals: the tests wait for what they assert, not for Pebble's chaos.
 */
export async function startPebble(
  network: StartedNetwork,
  { certificateValiditySeconds }: { certificateValiditySeconds: number },
): Promise<AcmeServer> {
  const container = await new GenericContainer(IMAGES.pebble)
    .withNetwork(network)
    .withNetworkAliases(PEBBLE_ALIAS)
    .withEnvironment({
      PEBBLE_VA_NOSLEEP: '1',
      PEBBLE_WFE_NONCEREJECT: '0',
      PEBBLE_CERT_VALIDITY_S: String(certificateValiditySeconds),
    })
    .withExposedPorts(PEBBLE_MANAGEMENT_PORT)
    .withWaitStrategy(Wait.forLogMessage(/ACME directory available/))
    .start();
  const listenerCa = (await container.exec(['cat', '/pebble/tls/ca.pem'])).output;
  const issuingRoot = await managementGet(container, listenerCa, '/roots/0');
  return {
    container,
    listenerCa,
    issuingRoot,
    async joinNetwork(other) {
      const client = await getContainerRuntimeClient();
      await client.container.dockerode
        .getNetwork(other.getId())
        .connect({ Container: container.getId(), EndpointConfig: { Aliases: [PEBBLE_ALIAS] } });
    },
    async leaveNetwork(other) {
      const client = await getContainerRuntimeClient();
      await client.container.dockerode
        .getNetwork(other.getId())
        .disconnect({ Container: container.getId(), Force: true })
        .catch(() => undefined);
    },
  };
}

function managementGet(container: StartedTestContainer, ca: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: container.getHost(),
        port: container.getMappedPort(PEBBLE_MANAGEMENT_PORT),
        path,
        ca,
        servername: PEBBLE_ALIAS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`Pebble ${path}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export interface ServedCertificate {
  serial: string;
  issuer: string;
  subjectAltName: string;
  validTo: string;
}

/** The certificate nginx presents for `servername` on `port` (localhost), trusted or not. */
export function servedCertificate(port: number, servername: string): Promise<ServedCertificate> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      const certificate = socket.getPeerX509Certificate();
      socket.end();
      if (!certificate) return reject(new Error('no certificate'));
      resolve({
        serial: certificate.serialNumber,
        issuer: certificate.issuer,
        subjectAltName: certificate.subjectAltName ?? '',
        validTo: certificate.validTo,
      });
    });
    socket.on('error', reject);
  });
}
