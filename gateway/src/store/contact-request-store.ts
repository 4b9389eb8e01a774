import type { DatabaseSync } from 'node:sqlite';
import type { NotifyStatus, PreferredContact, RequestStatus } from '../../contract/quote-requests.ts';
import { returnedRow } from '../db/returned-row.ts';

export interface ContactRequestInput {
  name: string;
  email: string | null;
  phone: string | null;
  address: string;
  serviceSlug: string | null;
  serviceTitle: string | null;
  details: string;
  preferredContact: PreferredContact;
  notifyStatus: NotifyStatus;
}

export interface ContactRequest extends ContactRequestInput {
  id: number;
  status: RequestStatus;
  notes: string;
  readAt: string | null;
  notifyAttempts: number;
  createdAt: string;
}

export interface RequestFilter {
  status?: RequestStatus | undefined;
  /** Words to find in the name, email, phone, address or details. */
  search?: string | undefined;
}

export interface RequestChanges {
  status?: RequestStatus | undefined;
  notes?: string | undefined;
  read?: boolean | undefined;
}

export type StatusCounts = Record<RequestStatus | 'unread', number>;

export interface ContactRequestStore {
  /** Committed when it returns: the request survives a crash from here on. */
  add(request: ContactRequestInput): ContactRequest;
  get(id: number): ContactRequest | undefined;
  /** Requests whose owner e-mail is still due, oldest first. */
  pendingNotifications(createdSince: string): ContactRequest[];
  recordNotifyAttempt(id: number, status: Exclude<NotifyStatus, 'off'>): void;
  /** Newest first. */
  list(filter: RequestFilter, limit: number, offset: number): ContactRequest[];
  count(filter: RequestFilter): number;
  statusCounts(): StatusCounts;
  /** Requests received at or after each moment (ISO strings). */
  receivedSince(moment: string): number;
  update(id: number, changes: RequestChanges): ContactRequest | undefined;
  remove(id: number): boolean;
}

function toRequest(row: Record<string, unknown>): ContactRequest {
  const text = (value: unknown) => (value === null ? null : String(value));
  return {
    id: Number(row.id),
    name: String(row.name),
    email: text(row.email),
    phone: text(row.phone),
    address: String(row.address),
    serviceSlug: text(row.service_slug),
    serviceTitle: text(row.service_title),
    details: String(row.details),
    preferredContact: String(row.preferred_contact) as PreferredContact,
    notifyStatus: String(row.notify_status) as NotifyStatus,
    status: String(row.status) as RequestStatus,
    notes: String(row.notes ?? ''),
    readAt: text(row.read_at),
    notifyAttempts: Number(row.notify_attempts),
    createdAt: String(row.created_at),
  };
}

export function createContactRequestStore(db: DatabaseSync): ContactRequestStore {
  const insert = db.prepare(`
    INSERT INTO contact_requests (name, email, phone, address, service_slug, service_title, details,
                                  preferred_contact, notify_status)
    VALUES (:name, :email, :phone, :address, :serviceSlug, :serviceTitle, :details, :preferredContact, :notifyStatus)
    RETURNING *`);
  const byId = db.prepare('SELECT * FROM contact_requests WHERE id = ?');
  const pending = db.prepare(
    "SELECT * FROM contact_requests WHERE notify_status = 'pending' AND created_at >= ? ORDER BY id",
  );
  const recordAttempt = db.prepare(`
    UPDATE contact_requests
    SET notify_status = :status, notify_attempts = notify_attempts + 1,
        notified_at = CASE WHEN :status = 'sent' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE notified_at END
    WHERE id = :id`);
  // NULL parameters switch a condition off; LIKE patterns are escaped so % and _ match themselves.
  const where = `
    WHERE (:status IS NULL OR status = :status)
      AND (:pattern IS NULL OR name LIKE :pattern ESCAPE '\\' OR email LIKE :pattern ESCAPE '\\'
           OR phone LIKE :pattern ESCAPE '\\' OR address LIKE :pattern ESCAPE '\\'
           OR details LIKE :pattern ESCAPE '\\')`;
  const selectPage = db.prepare(
    `SELECT * FROM contact_requests ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  );
  const countMatching = db.prepare(`SELECT count(*) AS n FROM contact_requests ${where}`);
  const countByStatus = db.prepare(
    'SELECT status, count(*) AS n, sum(read_at IS NULL) AS unread FROM contact_requests GROUP BY status',
  );
  const countSince = db.prepare('SELECT count(*) AS n FROM contact_requests WHERE created_at >= ?');
  const updateRow = db.prepare(`
    UPDATE contact_requests SET
      status = coalesce(:status, status),
      notes = coalesce(:notes, notes),
      read_at = CASE :read WHEN 1 THEN coalesce(read_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
                           WHEN 0 THEN NULL ELSE read_at END
    WHERE id = :id RETURNING *`);
  const deleteRow = db.prepare('DELETE FROM contact_requests WHERE id = ?');
  const bind = ({ status, search }: RequestFilter) => ({
    status: status ?? null,
    pattern: search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
  });

  return {
    add: (request) => toRequest(returnedRow(insert, { ...request }) ?? {}),
    list: (filter, limit, offset) => selectPage.all({ ...bind(filter), limit, offset }).map(toRequest),
    count: (filter) => Number(countMatching.get(bind(filter))?.n),
    statusCounts() {
      const counts: StatusCounts = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, archived: 0, unread: 0 };
      for (const row of countByStatus.all()) {
        counts[String(row.status) as RequestStatus] = Number(row.n);
        counts.unread += Number(row.unread);
      }
      return counts;
    },
    receivedSince: (moment) => Number(countSince.get(moment)?.n),
    update(id, { status, notes, read }) {
      const row = returnedRow(updateRow, {
        id,
        status: status ?? null,
        notes: notes ?? null,
        read: read === undefined ? null : Number(read),
      });
      return row ? toRequest(row) : undefined;
    },
    remove: (id) => Number(deleteRow.run(id).changes) > 0,
    get(id) {
      const row = byId.get(id);
      return row ? toRequest(row) : undefined;
    },
    pendingNotifications: (createdSince) => pending.all(createdSince).map(toRequest),
    recordNotifyAttempt(id, status) {
      recordAttempt.run({ id, status });
    },
  };
}
