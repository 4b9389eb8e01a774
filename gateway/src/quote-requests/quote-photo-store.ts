import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { QUOTE_PHOTOS_MAX, type QuotePhotoAuthor } from '../../contract/quote-requests.ts';
import { inTransaction } from '../db/transaction.ts';

export interface QuotePhoto {
  id: string;
  requestId: number | null;
  width: number;
  height: number;
  /** Both stored copies together. */
  bytes: number;
  createdAt: string;
  addedBy: QuotePhotoAuthor;
}

/** A photo the owner adds to a request: claimed by it from the start. */
export interface OwnerQuotePhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
  /** ISO 8601, from the gateway's clock. */
  createdAt: string;
}

/** The caps an owner's photo is checked against. */
export interface OwnerPhotoCaps {
  /** Every photo's copies, claimed or not. */
  maxTotalBytes: number;
  /** The owner's own photos of one request. */
  perRequest: number;
}

export interface NewQuotePhoto {
  id: string;
  formToken: string;
  clientAddress: string;
  width: number;
  height: number;
  bytes: number;
  /** ISO 8601, from the gateway's clock. */
  createdAt: string;
}

/**
 * Why a photo's row was not added: its form has QUOTE_PHOTOS_MAX already, the total size cap is
 * reached, its address has as many unclaimed photos as it may, or all unclaimed ones as many bytes.
 */
export type QuotePhotoRefusal = 'form_full' | 'storage_full' | 'address_unclaimed_full' | 'unclaimed_full';
/** The refusals for want of room, which a real customer may meet: the overview tells of them. */
export type PhotoRoomRefusal = Extract<QuotePhotoRefusal, 'storage_full' | 'unclaimed_full'>;

/** The caps a new photo's row is checked against. */
export interface QuotePhotoCaps {
  /** Every photo's copies, claimed or not. */
  maxTotalBytes: number;
  /** Photos of one client address that no request has claimed yet. */
  unclaimedPerAddress: number;
  /** The copies of every photo no request has claimed yet. */
  unclaimedMaxBytes: number;
}

/** Photos no request has claimed yet (uploaded under a form token that has not sent its request). */
export interface UnclaimedPhotos {
  count: number;
  bytes: number;
  /** ISO 8601 creation time of the oldest; null when there are none. */
  oldestAt: string | null;
}

export interface QuotePhotoStore {
  /** Photos uploaded under this form token so far. */
  countForForm(formToken: string): number;
  /** Bytes of every stored photo's copies. */
  totalBytes(): number;
  /** Creation times (ISO) of the address's photos since `since`, newest first. */
  recentFromAddress(clientAddress: string, since: string): string[];
  /** Unclaimed photos of one client address, or of everyone. */
  unclaimed(clientAddress?: string): UnclaimedPhotos;
  /**
   * The form is a visitor's own fresh one: its address has no unclaimed photos under any other
   * form token. Its photos are then held to the total and the address's caps, never to the share
   * other addresses' unclaimed photos may have filled.
   */
  isFreshForm(formToken: string, clientAddress: string): boolean;
  /** Notes a photo refused for want of room, for the overview. */
  recordRefusal(reason: PhotoRoomRefusal, at: string): void;
  /** Photos refused for want of room since the moment (ISO): how many, why, and the newest's time. */
  refusalsSince(since: string): { count: number; latestAt: string | null; reasons: PhotoRoomRefusal[] };
  /**
   * Adds the row unless its form already has QUOTE_PHOTOS_MAX photos or a cap would be passed:
   * checked and written in one transaction, so concurrent uploads cannot both pass.
   */
  add(photo: NewQuotePhoto, caps: QuotePhotoCaps): QuotePhotoRefusal | undefined;
  /**
   * Runs `insert` (the request's row) and claims the photos for the request it returns, in one
   * transaction. Undefined, with nothing written, when any photo is not an unclaimed one of this
   * form token.
   */
  insertClaiming<T extends { id: number }>(photoIds: string[], formToken: string, insert: () => T): T | undefined;
  /**
   * Adds the owner's photo to the request unless it has `perRequest` of hers already or the total
   * would pass its cap: checked and written in one transaction.
   */
  addForRequest(
    requestId: number,
    photo: OwnerQuotePhoto,
    caps: OwnerPhotoCaps,
  ): 'request_full' | 'storage_full' | undefined;
  /** Oldest first. */
  forRequest(requestId: number): QuotePhoto[];
  countForRequest(requestId: number): number;
  /** The photo, if it belongs to that request. */
  find(requestId: number, photoId: string): QuotePhoto | undefined;
  /** Deletes the rows of these requests' photos; returns their ids (for their files). */
  removeForRequests(requestIds: number[]): string[];
  /** Deletes the rows of photos no request claimed, created before `before`; returns their ids. */
  removeUnclaimedBefore(before: string): string[];
  /** The ids of every stored photo. */
  ids(): Set<string>;
}

/** Only a hash of the form token is stored: the token itself would let anyone holding the database claim photos. */
export function hashFormToken(formToken: string): string {
  return createHash('sha256').update(formToken).digest('hex');
}

function toPhoto(row: Record<string, unknown>): QuotePhoto {
  return {
    id: String(row.id),
    requestId: row.request_id === null ? null : Number(row.request_id),
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    createdAt: String(row.created_at),
    addedBy: row.added_by === 'owner' ? 'owner' : 'customer',
  };
}

class ClaimRefused extends Error {}

export function createQuotePhotoStore(db: DatabaseSync): QuotePhotoStore {
  const countForm = db.prepare('SELECT count(*) AS n FROM quote_photos WHERE form_token_hash = ?');
  const sumBytes = db.prepare('SELECT coalesce(sum(bytes), 0) AS n FROM quote_photos');
  const fromAddress = db.prepare(
    'SELECT created_at FROM quote_photos WHERE client_address = ? AND created_at >= ? ORDER BY created_at DESC',
  );
  const insert = db.prepare(`
    INSERT INTO quote_photos (id, form_token_hash, client_address, width, height, bytes, created_at)
    VALUES (:id, :formTokenHash, :clientAddress, :width, :height, :bytes, :createdAt)`);
  const claim = db.prepare(
    'UPDATE quote_photos SET request_id = ? WHERE id = ? AND form_token_hash = ? AND request_id IS NULL',
  );
  const insertOwner = db.prepare(`
    INSERT INTO quote_photos (id, request_id, form_token_hash, client_address, width, height, bytes, created_at, added_by)
    VALUES (:id, :requestId, '', '', :width, :height, :bytes, :createdAt, 'owner')`);
  const countOwner = db.prepare("SELECT count(*) AS n FROM quote_photos WHERE request_id = ? AND added_by = 'owner'");
  const ofRequest = db.prepare('SELECT * FROM quote_photos WHERE request_id = ? ORDER BY created_at, id');
  const countRequest = db.prepare('SELECT count(*) AS n FROM quote_photos WHERE request_id = ?');
  const one = db.prepare('SELECT * FROM quote_photos WHERE request_id = ? AND id = ?');
  const removeOfRequest = db.prepare('DELETE FROM quote_photos WHERE request_id = ? RETURNING id');
  const removeUnclaimed = db.prepare(
    'DELETE FROM quote_photos WHERE request_id IS NULL AND created_at < ? RETURNING id',
  );
  const allIds = db.prepare('SELECT id FROM quote_photos');
  const unclaimedSummary = 'SELECT count(*) AS n, coalesce(sum(bytes), 0) AS bytes, min(created_at) AS oldest';
  const unclaimedOfAddress = db.prepare(
    `${unclaimedSummary} FROM quote_photos WHERE request_id IS NULL AND client_address = ?`,
  );
  const unclaimedOfAll = db.prepare(`${unclaimedSummary} FROM quote_photos WHERE request_id IS NULL`);

  const unclaimedElsewhere = db.prepare(
    'SELECT count(*) AS n FROM quote_photos WHERE request_id IS NULL AND client_address = ? AND form_token_hash <> ?',
  );
  const insertRefusal = db.prepare('INSERT INTO quote_photo_refusals (refused_at, reason) VALUES (?, ?)');
  const pruneRefusals = db.prepare('DELETE FROM quote_photo_refusals WHERE refused_at < ?');
  const refusalSummary = db.prepare(`
    SELECT count(*) AS n, max(refused_at) AS latest, group_concat(DISTINCT reason) AS reasons
    FROM quote_photo_refusals WHERE refused_at >= ?`);

  const countForForm = (formToken: string) => Number(countForm.get(hashFormToken(formToken))?.n);
  const isFreshForm = (formToken: string, clientAddress: string) =>
    Number(unclaimedElsewhere.get(clientAddress, hashFormToken(formToken))?.n) === 0;
  const totalBytes = () => Number(sumBytes.get()?.n);
  const unclaimed = (clientAddress?: string): UnclaimedPhotos => {
    const row = clientAddress === undefined ? unclaimedOfAll.get() : unclaimedOfAddress.get(clientAddress);
    return {
      count: Number(row?.n),
      bytes: Number(row?.bytes),
      oldestAt: row?.oldest == null ? null : String(row.oldest),
    };
  };

  return {
    countForForm,
    totalBytes,
    recentFromAddress: (clientAddress, since) =>
      fromAddress.all(clientAddress, since).map((row) => String(row.created_at)),
    unclaimed,
    isFreshForm,
    recordRefusal(reason, at) {
      insertRefusal.run(at, reason);
    },
    refusalsSince(since) {
      pruneRefusals.run(since);
      const row = refusalSummary.get(since);
      return {
        count: Number(row?.n ?? 0),
        latestAt: row?.latest == null ? null : String(row.latest),
        reasons: row?.reasons == null ? [] : (String(row.reasons).split(',').sort() as PhotoRoomRefusal[]),
      };
    },
    add(photo, caps) {
      return inTransaction(db, () => {
        if (countForForm(photo.formToken) >= QUOTE_PHOTOS_MAX) return 'form_full';
        if (totalBytes() + photo.bytes > caps.maxTotalBytes) return 'storage_full';
        if (unclaimed(photo.clientAddress).count >= caps.unclaimedPerAddress) return 'address_unclaimed_full';
        const fresh = isFreshForm(photo.formToken, photo.clientAddress);
        if (!fresh && unclaimed().bytes + photo.bytes > caps.unclaimedMaxBytes) return 'unclaimed_full';
        const { formToken, ...fields } = photo;
        insert.run({ ...fields, formTokenHash: hashFormToken(formToken) });
        return undefined;
      });
    },
    insertClaiming(photoIds, formToken, insertRequest) {
      const tokenHash = hashFormToken(formToken);
      try {
        return inTransaction(db, () => {
          const request = insertRequest();
          for (const id of new Set(photoIds)) {
            if (Number(claim.run(request.id, id, tokenHash).changes) !== 1) throw new ClaimRefused();
          }
          return request;
        });
      } catch (error) {
        if (error instanceof ClaimRefused) return undefined;
        throw error;
      }
    },
    addForRequest(requestId, photo, caps) {
      return inTransaction(db, () => {
        if (Number(countOwner.get(requestId)?.n) >= caps.perRequest) return 'request_full';
        if (totalBytes() + photo.bytes > caps.maxTotalBytes) return 'storage_full';
        insertOwner.run({ ...photo, requestId });
        return undefined;
      });
    },
    forRequest: (requestId) => ofRequest.all(requestId).map(toPhoto),
    countForRequest: (requestId) => Number(countRequest.get(requestId)?.n),
    find(requestId, photoId) {
      const row = one.get(requestId, photoId);
      return row ? toPhoto(row) : undefined;
    },
    removeForRequests: (requestIds) =>
      inTransaction(db, () =>
        requestIds.flatMap((requestId) => removeOfRequest.all(requestId).map((row) => String(row.id))),
      ),
    removeUnclaimedBefore: (before) => removeUnclaimed.all(before).map((row) => String(row.id)),
    ids: () => new Set(allIds.all().map((row) => String(row.id))),
  };
}
