import type { DatabaseSync } from 'node:sqlite';

export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export type NotifyStatus = 'off' | 'pending' | 'sent' | 'failed';

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
  status: string;
  notifyAttempts: number;
  createdAt: string;
}

export interface ContactRequestStore {
  /** Committed when it returns: the request survives a crash from here on. */
  add(request: ContactRequestInput): ContactRequest;
  get(id: number): ContactRequest | undefined;
  /** Requests whose owner e-mail is still due, oldest first. */
  pendingNotifications(createdSince: string): ContactRequest[];
  recordNotifyAttempt(id: number, status: Exclude<NotifyStatus, 'off'>): void;
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
    status: String(row.status),
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
  return {
    add: (request) => toRequest(insert.get({ ...request }) ?? {}),
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
