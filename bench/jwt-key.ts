import { createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { printTable, round } from './table.ts';

const ROUNDS = 20_000;

function verifications(token: string, key: Parameters<typeof jwt.verify>[1]): number {
  for (let warm = 0; warm < 2_000; warm += 1) jwt.verify(token, key, { algorithms: ['HS256'] });
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) jwt.verify(token, key, { algorithms: ['HS256'] });
  return ROUNDS / ((performance.now() - started) / 1000);
}

/**
 * Why the gateway verifies with a KeyObject: jsonwebtoken turns a string secret into a key on
 * every call. Measured in this process, the same token and secret both ways.
 */
export function benchJwtKey(): void {
  const secret = randomBytes(32).toString('base64url');
  const token = jwt.sign({ sub: 'owner', ver: 1 }, secret, { algorithm: 'HS256', expiresIn: 3600, jwtid: 'bench' });
  const asString = verifications(token, secret);
  const asKey = verifications(token, createSecretKey(Buffer.from(secret, 'utf8')));
  printTable(
    `JWT verification (jsonwebtoken, HS256, ${ROUNDS} tokens in one process)`,
    ['secret given as', 'verifications/s', 'vs string'],
    [
      ['string (baseline)', round(asString), '1.00×'],
      ['KeyObject (what the gateway uses)', round(asKey), `${(asKey / asString).toFixed(2)}×`],
    ],
  );
}
