import type { DatabaseSync } from 'node:sqlite';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_HOUR_OPEN,
  ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
  type AcknowledgeSkipReason,
} from '../../contract/quote-requests.ts';
import { type CapSender, createRecipientCaps } from '../mail/recipient-caps.ts';

export interface AcknowledgementCapStore {
  /**
   * Counts an acknowledgement to `recipient` at `now` (ms) unless one of the caps is reached;
   * answers the cap that was, else undefined. Checked and written together: inside the caller's
   * transaction when there is one, in a transaction of its own otherwise. Requests that do not look
   * like a person's take only ACKNOWLEDGEMENTS_PER_HOUR_OPEN of the hour (no sender: the owner's).
   */
  reserve(recipient: string, now: number, sender?: CapSender): AcknowledgeSkipReason | undefined;
}

export function createAcknowledgementCapStore(db: DatabaseSync): AcknowledgementCapStore {
  return createRecipientCaps(db, {
    table: 'acknowledgement_reservations',
    perRecipientPerDay: ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
    perHour: ACKNOWLEDGEMENTS_PER_HOUR,
    openPerHour: ACKNOWLEDGEMENTS_PER_HOUR_OPEN,
  });
}
