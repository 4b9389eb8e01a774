import { createHash } from 'node:crypto';

/** "Maria@Example.com " and "maria@example.com" are one recipient; only this hash of it is kept. */
export const recipientHash = (recipient: string) =>
  createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex');
