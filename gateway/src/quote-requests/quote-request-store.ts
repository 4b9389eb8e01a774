import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import {
  type AcknowledgeSkipReason,
  LEAD_SOURCE_DIRECT,
  type LeadSource,
  type NotifyStatus,
  type PreferredContact,
  type QuoteRequestCounts,
  type QuoteRequestFolder,
  type QuoteRequestStatus,
  type SpamReason,
} from '../../contract/quote-requests.ts';
import { returnedRow } from '../db/returned-row.ts';

export interface QuoteRequestInput {
  name: string;
  email: string | null;
  phone: string | null;
  address: string;
  serviceSlug: string | null;
  serviceTitle: string | null;
  details: string;
  preferredContact: PreferredContact;
  notifyStatus: NotifyStatus;
  /** 'off' when not given. */
  acknowledgeStatus?: NotifyStatus;
  /** Why the acknowledgement is skipped; null (not skipped) when not given. */
  acknowledgeSkipped?: AcknowledgeSkipReason | null;
  /** Null (the inbox) when not given. */
  spamReason?: SpamReason | null;
  /** All null when not given. */
  source?: LeadSource;
  /** Posted by the browser itself (no form token, so no fill time checked); false when not given. */
  sentWithoutScript?: boolean;
}

export interface StoredQuoteRequest extends Required<QuoteRequestInput> {
  id: number;
  status: QuoteRequestStatus;
  notes: string;
  readAt: string | null;
  followUpOn: string | null;
  notifyAttempts: number;
  notifyError: string | null;
  acknowledgeAttempts: number;
  acknowledgeError: string | null;
  createdAt: string;
  /** When it last became "quoted" / "won" (ISO 8601); null while it is not. */
  quotedAt: string | null;
  wonAt: string | null;
  /** Quote follow-ups sent (contract/customer-mail.ts), and when the last one went. */
  followUpsSent: number;
  lastFollowUpAt: string | null;
}

/** What the visitor typed and picked: two requests with the same words are the same request. */
export type QuoteWords = Pick<
  QuoteRequestInput,
  'name' | 'email' | 'phone' | 'address' | 'serviceSlug' | 'details' | 'preferredContact'
>;

/** The two e-mails of a request: the owner's notification and the customer's acknowledgement. */
export type MailKind = 'notify' | 'acknowledge';

export interface QuoteRequestFilter {
  /** The inbox when not given. */
  folder?: QuoteRequestFolder | undefined;
  status?: QuoteRequestStatus | undefined;
  /** Words to find in the name, email, phone, address or details. */
  search?: string | undefined;
}

export interface QuoteRequestChanges {
  status?: QuoteRequestStatus | undefined;
  notes?: string | undefined;
  read?: boolean | undefined;
  /** YYYY-MM-DD; null clears it, undefined keeps it. */
  followUpOn?: string | null | undefined;
}

export interface QuoteRequestStore {
  /** Committed when it returns: the request survives a crash from here on. */
  add(request: QuoteRequestInput): StoredQuoteRequest;
  /** An inbox request received since the moment (ISO) with exactly these words, if any. */
  findRecentSame(request: QuoteWords, since: string): StoredQuoteRequest | undefined;
  get(id: number): StoredQuoteRequest | undefined;
  /** Requests with an e-mail (either kind) still due, oldest first. */
  pendingMail(createdSince: string): StoredQuoteRequest[];
  /** One try of one e-mail: the error (plain words) is kept until a try succeeds. */
  recordMailAttempt(id: number, kind: MailKind, status: Exclude<NotifyStatus, 'off'>, error: string | null): void;
  /** Marks the request's failed e-mails as due again; undefined when there is no such request. */
  retryFailedMail(id: number): StoredQuoteRequest | undefined;
  /** Newest first. */
  list(filter: QuoteRequestFilter, limit: number, offset: number): StoredQuoteRequest[];
  count(filter: QuoteRequestFilter): number;
  /** Per status and unread over the inbox, and the spam folder's size. */
  statusCounts(): QuoteRequestCounts;
  /** Inbox requests received at or after the moment (ISO). */
  receivedSince(moment: string): number;
  /** `at` (ISO, the caller's clock): when a new status "quoted" or "won" began. */
  update(id: number, changes: QuoteRequestChanges, at: string): StoredQuoteRequest | undefined;
  /** Moves a spam request into the inbox with these e-mail statuses; undefined unless it was spam. */
  restore(
    id: number,
    mail: {
      notifyStatus: NotifyStatus;
      acknowledgeStatus: NotifyStatus;
      acknowledgeSkipped: AcknowledgeSkipReason | null;
    },
  ): StoredQuoteRequest | undefined;
  /** The acknowledgement will not be sent after all ('off'), for this reason. */
  skipAcknowledgement(id: number, reason: AcknowledgeSkipReason): void;
  /** Inbox requests to follow up on `today` (YYYY-MM-DD) or before, the most overdue first. */
  dueFollowUps(today: string, limit: number): StoredQuoteRequest[];
  /** Inbox requests now "quoted", the longest waiting first. */
  awaitingDecision(limit: number): StoredQuoteRequest[];
  /** Inbox requests received since the moment (ISO) per `leadSourceLabel`, most first. */
  countsBySource(since: string): { source: string; count: number }[];
  /** Inbox requests since the moment (ISO) whose acknowledgement the site's hourly limit stopped, and the newest's time. */
  hourlyCapSkips(since: string): { count: number; latestAt: string | null };
  /** Deletes spam received before the moment (ISO) and answers the ids removed. */
  purgeSpam(olderThan: string): number[];
  remove(id: number): boolean;
}

function toRequest(row: Record<string, unknown>): StoredQuoteRequest {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
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
    status: String(row.status) as QuoteRequestStatus,
    notes: String(row.notes ?? ''),
    readAt: text(row.read_at),
    followUpOn: text(row.follow_up_on),
    spamReason: text(row.spam_reason) as SpamReason | null,
    sentWithoutScript: Number(row.sent_without_script) === 1,
    source: {
      landingPage: text(row.landing_page),
      referrer: text(row.referrer),
      utmSource: text(row.utm_source),
      utmMedium: text(row.utm_medium),
      utmCampaign: text(row.utm_campaign),
    },
    notifyStatus: String(row.notify_status) as NotifyStatus,
    notifyAttempts: Number(row.notify_attempts),
    notifyError: text(row.notify_error),
    acknowledgeStatus: String(row.ack_status) as NotifyStatus,
    acknowledgeAttempts: Number(row.ack_attempts),
    acknowledgeError: text(row.ack_error),
    acknowledgeSkipped:
      Number(row.ack_unsubscribed) === 1 ? 'unsubscribed' : (text(row.ack_skipped) as AcknowledgeSkipReason | null),
    createdAt: String(row.created_at),
    quotedAt: text(row.quoted_at),
    wonAt: text(row.won_at),
    followUpsSent: Number(row.follow_ups_sent),
    lastFollowUpAt: text(row.last_follow_up_at),
  };
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const IN_FOLDER: Record<QuoteRequestFolder, string> = {
  inbox: 'spam_reason IS NULL',
  spam: 'spam_reason IS NOT NULL',
};
/** 'unsubscribed' has a column of its own (migration 0025): ack_skipped's CHECK predates it. */
const skipColumns = (reason: AcknowledgeSkipReason | null) => ({
  acknowledgeSkipped: reason === 'unsubscribed' ? null : reason,
  acknowledgeUnsubscribed: reason === 'unsubscribed' ? 1 : 0,
});

const NO_SOURCE: LeadSource = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

export function createQuoteRequestStore(db: DatabaseSync): QuoteRequestStore {
  const insert = db.prepare(`
    INSERT INTO contact_requests (name, email, phone, address, service_slug, service_title, details,
                                  preferred_contact, notify_status, ack_status, ack_skipped, ack_unsubscribed, spam_reason,
                                  landing_page, referrer, utm_source, utm_medium, utm_campaign, sent_without_script)
    VALUES (:name, :email, :phone, :address, :serviceSlug, :serviceTitle, :details, :preferredContact,
            :notifyStatus, :acknowledgeStatus, :acknowledgeSkipped, :acknowledgeUnsubscribed, :spamReason,
            :landingPage, :referrer, :utmSource, :utmMedium, :utmCampaign, :sentWithoutScript)
    RETURNING *`);
  const sameSince = db.prepare(`
    SELECT * FROM contact_requests
    WHERE spam_reason IS NULL AND created_at >= :since AND name = :name AND email IS :email AND phone IS :phone
      AND address = :address AND service_slug IS :serviceSlug AND details = :details
      AND preferred_contact = :preferredContact
    ORDER BY id LIMIT 1`);
  const byId = db.prepare('SELECT * FROM contact_requests WHERE id = ?');
  const pending = db.prepare(`
    SELECT * FROM contact_requests
    WHERE (notify_status = 'pending' OR ack_status = 'pending') AND spam_reason IS NULL AND created_at >= ?
    ORDER BY id`);
  const recordAttempt = {
    notify: db.prepare(`
      UPDATE contact_requests
      SET notify_status = :status, notify_attempts = notify_attempts + 1, notify_error = :error,
          notified_at = CASE WHEN :status = 'sent' THEN ${NOW} ELSE notified_at END
      WHERE id = :id`),
    acknowledge: db.prepare(`
      UPDATE contact_requests
      SET ack_status = :status, ack_attempts = ack_attempts + 1, ack_error = :error,
          acknowledged_at = CASE WHEN :status = 'sent' THEN ${NOW} ELSE acknowledged_at END
      WHERE id = :id`),
  };
  const retryFailed = db.prepare(`
    UPDATE contact_requests SET
      notify_status = CASE notify_status WHEN 'failed' THEN 'pending' ELSE notify_status END,
      ack_status = CASE ack_status WHEN 'failed' THEN 'pending' ELSE ack_status END
    WHERE id = ? RETURNING *`);
  // NULL parameters switch a condition off; LIKE patterns are escaped so % and _ match themselves.
  // The folder is written into each statement, so SQLite can use that folder's partial index.
  const where = (folder: QuoteRequestFolder) => `
    WHERE ${IN_FOLDER[folder]} AND (:status IS NULL OR status = :status)
      AND (:pattern IS NULL OR name LIKE :pattern ESCAPE '\\' OR email LIKE :pattern ESCAPE '\\'
           OR phone LIKE :pattern ESCAPE '\\' OR address LIKE :pattern ESCAPE '\\'
           OR details LIKE :pattern ESCAPE '\\')`;
  const perFolder = (sql: (folder: QuoteRequestFolder) => string) => ({
    inbox: db.prepare(sql('inbox')),
    spam: db.prepare(sql('spam')),
  });
  const selectPage = perFolder(
    (folder) =>
      `SELECT * FROM contact_requests ${where(folder)} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  );
  const countMatching = perFolder((folder) => `SELECT count(*) AS n FROM contact_requests ${where(folder)}`);
  const countByStatus = db.prepare(`
    SELECT status, count(*) AS n, sum(read_at IS NULL) AS unread FROM contact_requests
    WHERE spam_reason IS NULL GROUP BY status`);
  const countSpam = db.prepare('SELECT count(*) AS n FROM contact_requests WHERE spam_reason IS NOT NULL');
  const countSince = db.prepare(
    'SELECT count(*) AS n FROM contact_requests WHERE spam_reason IS NULL AND created_at >= ?',
  );
  const updateRow = db.prepare(`
    UPDATE contact_requests SET
      status = coalesce(:status, status),
      notes = coalesce(:notes, notes),
      read_at = CASE :read WHEN 1 THEN coalesce(read_at, ${NOW})
                           WHEN 0 THEN NULL ELSE read_at END,
      follow_up_on = CASE :setFollowUp WHEN 1 THEN :followUpOn ELSE follow_up_on END,
      -- A new status starts its clock (the follow-ups', the review's); any other status clears it.
      quoted_at = CASE WHEN :status IS NULL OR :status = status THEN quoted_at
                       WHEN :status = 'quoted' THEN :at END,
      won_at = CASE WHEN :status IS NULL OR :status = status THEN won_at
                    WHEN :status = 'won' THEN :at END
    WHERE id = :id RETURNING *`);
  const restoreRow = db.prepare(`
    UPDATE contact_requests SET spam_reason = NULL, notify_status = :notifyStatus, ack_status = :acknowledgeStatus,
                                ack_skipped = :acknowledgeSkipped, ack_unsubscribed = :acknowledgeUnsubscribed
    WHERE id = :id AND spam_reason IS NOT NULL RETURNING *`);
  const skipAck = db.prepare(
    "UPDATE contact_requests SET ack_status = 'off', ack_skipped = :acknowledgeSkipped, ack_unsubscribed = :acknowledgeUnsubscribed WHERE id = :id",
  );
  const selectDue = db.prepare(`
    SELECT * FROM contact_requests
    WHERE spam_reason IS NULL AND follow_up_on IS NOT NULL AND follow_up_on <= :today
    ORDER BY follow_up_on, created_at, id LIMIT :limit`);
  // Requests quoted before their time was kept wait since they came in.
  const selectAwaiting = db.prepare(`
    SELECT * FROM contact_requests WHERE spam_reason IS NULL AND status = 'quoted'
    ORDER BY coalesce(quoted_at, created_at), id LIMIT ?`);
  // leadSourceLabel in SQL: utm_source, else the referring host, else "direct" (empty counts as none).
  const selectBySource = db.prepare(`
    SELECT coalesce(nullif(utm_source, ''), nullif(referrer, ''), :direct) AS source, count(*) AS n
    FROM contact_requests WHERE spam_reason IS NULL AND created_at >= :since
    GROUP BY 1 ORDER BY n DESC, source`);
  const selectHourlyCapSkips = db.prepare(`
    SELECT count(*) AS n, max(created_at) AS latest FROM contact_requests
    WHERE spam_reason IS NULL AND ack_skipped = 'site_hourly_cap' AND created_at >= ?`);
  const deleteSpam = db.prepare(
    'DELETE FROM contact_requests WHERE spam_reason IS NOT NULL AND created_at < ? RETURNING id',
  );
  const deleteRow = db.prepare('DELETE FROM contact_requests WHERE id = ?');
  const bind = ({ status, search }: QuoteRequestFilter): Record<string, SQLInputValue> => ({
    status: status ?? null,
    pattern: search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
  });
  const optionalRow = (row: Record<string, unknown> | undefined) => (row ? toRequest(row) : undefined);

  return {
    add({
      acknowledgeStatus = 'off',
      acknowledgeSkipped = null,
      spamReason = null,
      source = NO_SOURCE,
      sentWithoutScript = false,
      ...request
    }) {
      return toRequest(
        returnedRow(insert, {
          ...request,
          acknowledgeStatus,
          ...skipColumns(acknowledgeSkipped),
          spamReason,
          ...NO_SOURCE,
          ...source,
          sentWithoutScript: sentWithoutScript ? 1 : 0,
        }) ?? {},
      );
    },
    findRecentSame(request, since) {
      const { name, email, phone, address, serviceSlug, details, preferredContact } = request;
      const row = sameSince.get({ since, name, email, phone, address, serviceSlug, details, preferredContact });
      return optionalRow(row);
    },
    list: (filter, limit, offset) =>
      selectPage[filter.folder ?? 'inbox'].all({ ...bind(filter), limit, offset }).map(toRequest),
    count: (filter) => Number(countMatching[filter.folder ?? 'inbox'].get(bind(filter))?.n),
    statusCounts() {
      const counts: QuoteRequestCounts = {
        new: 0,
        contacted: 0,
        quoted: 0,
        won: 0,
        lost: 0,
        archived: 0,
        unread: 0,
        spam: Number(countSpam.get()?.n),
      };
      for (const row of countByStatus.all()) {
        counts[String(row.status) as QuoteRequestStatus] = Number(row.n);
        counts.unread += Number(row.unread);
      }
      return counts;
    },
    receivedSince: (moment) => Number(countSince.get(moment)?.n),
    update(id, { status, notes, read, followUpOn }, at) {
      return optionalRow(
        returnedRow(updateRow, {
          id,
          at,
          status: status ?? null,
          notes: notes ?? null,
          read: read === undefined ? null : Number(read),
          setFollowUp: Number(followUpOn !== undefined),
          followUpOn: followUpOn ?? null,
        }),
      );
    },
    restore: (id, { acknowledgeSkipped, ...mail }) =>
      optionalRow(returnedRow(restoreRow, { id, ...mail, ...skipColumns(acknowledgeSkipped) })),
    skipAcknowledgement(id, reason) {
      skipAck.run({ id, ...skipColumns(reason) });
    },
    dueFollowUps: (today, limit) => selectDue.all({ today, limit }).map(toRequest),
    awaitingDecision: (limit) => selectAwaiting.all(limit).map(toRequest),
    countsBySource: (since) =>
      selectBySource
        .all({ since, direct: LEAD_SOURCE_DIRECT })
        .map((row) => ({ source: String(row.source), count: Number(row.n) })),
    hourlyCapSkips(since) {
      const row = selectHourlyCapSkips.get(since);
      return { count: Number(row?.n ?? 0), latestAt: row?.latest == null ? null : String(row.latest) };
    },
    purgeSpam: (olderThan) => deleteSpam.all(olderThan).map((row) => Number(row.id)),
    remove: (id) => Number(deleteRow.run(id).changes) > 0,
    get: (id) => optionalRow(byId.get(id)),
    pendingMail: (createdSince) => pending.all(createdSince).map(toRequest),
    recordMailAttempt(id, kind, status, error) {
      recordAttempt[kind].run({ id, status, error });
    },
    retryFailedMail: (id) => optionalRow(returnedRow(retryFailed, id)),
  };
}
