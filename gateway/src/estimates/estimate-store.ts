import type { DatabaseSync } from 'node:sqlite';
import {
  ESTIMATE_DEFAULT_TERMS,
  type EstimateChoice,
  type EstimateDepositPayment,
  type EstimateDraft,
  type EstimateSettings,
  type EstimateTotals,
  type PriceListItem,
  type PriceListItemInput,
} from '../../contract/estimates.ts';
import { inTransaction } from '../db/transaction.ts';

/** A new site's estimate settings, until the owner saves theirs. */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  currency: 'USD',
  locale: 'en-US',
  terms: ESTIMATE_DEFAULT_TERMS,
  paymentInstructions: '',
  paymentLink: '',
  taxThousandths: 0,
};

/** The first estimate's number; each next one is one more than the highest. */
export const FIRST_ESTIMATE_NUMBER = 1001;

export interface StoredEstimate {
  id: number;
  requestId: number;
  number: number;
  draft: EstimateDraft;
  linkNonce: string;
  createdAt: string;
  updatedAt: string;
  declined: { at: string; reason: string } | null;
  depositPaid: EstimateDepositPayment | null;
}

export interface StoredVersion {
  estimateId: number;
  version: number;
  /** The canonical JSON (versionContent.ts), exactly as hashed. */
  content: string;
  hash: string;
  sentAt: string;
  openedAt: string | null;
  replacedAt: string | null;
  remindedAt: string | null;
}

export interface StoredAcceptance {
  estimateId: number;
  version: number;
  versionHash: string;
  choice: EstimateChoice;
  optionName: string;
  addOnNames: string[];
  totals: EstimateTotals;
  signerName: string;
  signaturePng: Buffer | null;
  at: string;
  address: string;
  userAgent: string;
}

/** When an estimate was first sent and when it was accepted (for what), whatever came of it since. */
export interface EstimateOutcome {
  estimateId: number;
  requestId: number;
  /** Its version 1's; null for a draft never sent. */
  firstSentAt: string | null;
  acceptedAt: string | null;
  /** The accepted total; null unless accepted. */
  acceptedCents: number | null;
}

export interface EstimateStore {
  settings(): EstimateSettings;
  saveSettings(settings: EstimateSettings): void;

  priceList(): PriceListItem[];
  addPriceListItem(item: PriceListItemInput): PriceListItem;
  updatePriceListItem(id: number, item: PriceListItemInput): PriceListItem | undefined;
  removePriceListItem(id: number): boolean;

  /** A new estimate for the request, numbered after the highest; its key's nonce and hash given. */
  create(
    requestId: number,
    draft: EstimateDraft,
    link: { nonce: string; keyHash: (id: number) => string },
    at: string,
  ): StoredEstimate;
  get(id: number): StoredEstimate | undefined;
  byKeyHash(keyHash: string): StoredEstimate | undefined;
  /** The request's estimates, newest first. */
  forRequest(requestId: number): StoredEstimate[];
  /** Every estimate, newest first. */
  all(): StoredEstimate[];
  /** The estimates first sent or accepted at `since` (ISO 8601) or later, oldest first. */
  outcomesSince(since: string): EstimateOutcome[];
  saveDraft(id: number, draft: EstimateDraft, at: string): void;

  /** Versions, oldest first. */
  versions(estimateId: number): StoredVersion[];
  /** Freezes the next version (the one before it replaced at `at`); the new version's number. */
  addVersion(estimateId: number, content: string, hash: string, at: string): number;
  /** True the first time the version is opened. */
  markOpened(estimateId: number, version: number, at: string): boolean;
  /** True for the one caller that claims the reminder of this version. */
  claimReminder(estimateId: number, version: number, at: string): boolean;

  acceptance(estimateId: number): StoredAcceptance | undefined;
  /** Writes the acceptance unless there is one already: the one that stands. */
  accept(acceptance: StoredAcceptance): { acceptance: StoredAcceptance; first: boolean };
  /** Declined now; false if it was accepted or declined already. */
  decline(estimateId: number, reason: string, at: string): boolean;
  /** Sending a new version undoes a decline. */
  clearDecline(estimateId: number): void;
  setDepositPaid(estimateId: number, payment: EstimateDepositPayment | null): void;
  remove(id: number): boolean;
}

const json = <T>(text: unknown): T => JSON.parse(String(text)) as T;
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function estimateOf(row: Record<string, unknown>): StoredEstimate {
  return {
    id: Number(row.id),
    requestId: Number(row.request_id),
    number: Number(row.number),
    draft: json<EstimateDraft>(row.draft),
    linkNonce: String(row.link_nonce),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    declined:
      row.declined_at === null ? null : { at: String(row.declined_at), reason: String(row.decline_reason ?? '') },
    depositPaid:
      row.deposit_paid_cents === null
        ? null
        : {
            amountCents: Number(row.deposit_paid_cents),
            method: String(row.deposit_paid_method),
            paidOn: String(row.deposit_paid_on),
          },
  };
}

function versionOf(row: Record<string, unknown>): StoredVersion {
  return {
    estimateId: Number(row.estimate_id),
    version: Number(row.version),
    content: String(row.content),
    hash: String(row.content_hash),
    sentAt: String(row.sent_at),
    openedAt: textOrNull(row.opened_at),
    replacedAt: textOrNull(row.replaced_at),
    remindedAt: textOrNull(row.reminded_at),
  };
}

function acceptanceOf(row: Record<string, unknown>): StoredAcceptance {
  return {
    estimateId: Number(row.estimate_id),
    version: Number(row.version),
    versionHash: String(row.version_hash),
    choice: json<EstimateChoice>(row.choice),
    optionName: String(row.option_name),
    addOnNames: json<string[]>(row.add_on_names),
    totals: json<EstimateTotals>(row.totals),
    signerName: String(row.signer_name),
    signaturePng: row.signature_png instanceof Uint8Array ? Buffer.from(row.signature_png) : null,
    at: String(row.at),
    address: String(row.address),
    userAgent: String(row.user_agent),
  };
}

const priceItemOf = (row: Record<string, unknown>): PriceListItem => ({
  id: Number(row.id),
  name: String(row.name),
  details: String(row.details),
  unit: String(row.unit),
  unitPriceCents: Number(row.unit_price_cents),
  taxable: Number(row.taxable) === 1,
});

const itemParameters = ({ name, details, unit, unitPriceCents, taxable }: PriceListItemInput) => ({
  name,
  details,
  unit,
  price: unitPriceCents,
  taxable: taxable ? 1 : 0,
});

/** The estimates' tables (migration 0037): settings, price list, estimates, versions, acceptances. */
export function createEstimateStore(db: DatabaseSync): EstimateStore {
  const selectSettings = db.prepare('SELECT * FROM estimate_settings WHERE id = 1');
  const upsertSettings = db.prepare(`
    INSERT INTO estimate_settings (id, currency, locale, terms, payment_instructions, payment_link, tax_thousandths)
    VALUES (1, :currency, :locale, :terms, :paymentInstructions, :paymentLink, :taxThousandths)
    ON CONFLICT (id) DO UPDATE SET currency = excluded.currency, locale = excluded.locale, terms = excluded.terms,
      payment_instructions = excluded.payment_instructions, payment_link = excluded.payment_link,
      tax_thousandths = excluded.tax_thousandths`);

  const selectItems = db.prepare('SELECT * FROM price_list_items ORDER BY position, id');
  const selectItem = db.prepare('SELECT * FROM price_list_items WHERE id = ?');
  const insertItem = db.prepare(`
    INSERT INTO price_list_items (position, name, details, unit, unit_price_cents, taxable)
    VALUES ((SELECT coalesce(max(position), 0) + 1 FROM price_list_items), :name, :details, :unit, :price, :taxable)
    RETURNING *`);
  const updateItem = db.prepare(`
    UPDATE price_list_items SET name = :name, details = :details, unit = :unit, unit_price_cents = :price, taxable = :taxable
    WHERE id = :id RETURNING *`);
  const deleteItem = db.prepare('DELETE FROM price_list_items WHERE id = ?');

  const insertEstimate = db.prepare(`
    INSERT INTO estimates (request_id, number, draft, link_nonce, key_hash, created_at, updated_at)
    VALUES (:requestId, (SELECT coalesce(max(number), :first - 1) + 1 FROM estimates), :draft, :nonce, :pending, :at, :at)
    RETURNING id`);
  const setKeyHash = db.prepare('UPDATE estimates SET key_hash = ? WHERE id = ?');
  const selectEstimate = db.prepare('SELECT * FROM estimates WHERE id = ?');
  const selectByKey = db.prepare('SELECT * FROM estimates WHERE key_hash = ?');
  const selectForRequest = db.prepare('SELECT * FROM estimates WHERE request_id = ? ORDER BY id DESC');
  const selectAll = db.prepare('SELECT * FROM estimates ORDER BY id DESC');
  const updateDraft = db.prepare('UPDATE estimates SET draft = ?, updated_at = ? WHERE id = ?');
  // Reads neither draft nor content: a period's figures need only these, for however many estimates.
  const selectOutcomes = db.prepare(`
    SELECT e.id, e.request_id, v.sent_at AS first_sent_at, a.at AS accepted_at,
           json_extract(a.totals, '$.total') AS accepted_cents
    FROM estimates AS e
    LEFT JOIN estimate_versions AS v ON v.estimate_id = e.id AND v.version = 1
    LEFT JOIN estimate_acceptances AS a ON a.estimate_id = e.id
    WHERE v.sent_at >= :since OR a.at >= :since
    ORDER BY e.id`);

  const selectVersions = db.prepare('SELECT * FROM estimate_versions WHERE estimate_id = ? ORDER BY version');
  const replaceVersions = db.prepare(
    'UPDATE estimate_versions SET replaced_at = :at WHERE estimate_id = :id AND replaced_at IS NULL',
  );
  const insertVersion = db.prepare(`
    INSERT INTO estimate_versions (estimate_id, version, content, content_hash, sent_at)
    VALUES (:id, (SELECT coalesce(max(version), 0) + 1 FROM estimate_versions WHERE estimate_id = :id), :content, :hash, :at)
    RETURNING version`);
  const touch = db.prepare('UPDATE estimates SET updated_at = ? WHERE id = ?');
  const open = db.prepare(
    'UPDATE estimate_versions SET opened_at = ? WHERE estimate_id = ? AND version = ? AND opened_at IS NULL',
  );
  const remind = db.prepare(
    'UPDATE estimate_versions SET reminded_at = ? WHERE estimate_id = ? AND version = ? AND reminded_at IS NULL',
  );

  const selectAcceptance = db.prepare('SELECT * FROM estimate_acceptances WHERE estimate_id = ?');
  const insertAcceptance = db.prepare(`
    INSERT INTO estimate_acceptances (estimate_id, version, version_hash, choice, option_name, add_on_names, totals,
      signer_name, signature_png, at, address, user_agent)
    VALUES (:estimateId, :version, :versionHash, :choice, :optionName, :addOnNames, :totals, :signerName, :signature,
      :at, :address, :userAgent)
    ON CONFLICT (estimate_id) DO NOTHING`);
  const declineNow = db.prepare(`
    UPDATE estimates SET declined_at = :at, decline_reason = :reason, updated_at = :at
    WHERE id = :id AND declined_at IS NULL AND NOT EXISTS (SELECT 1 FROM estimate_acceptances WHERE estimate_id = :id)`);
  const undecline = db.prepare('UPDATE estimates SET declined_at = NULL, decline_reason = NULL WHERE id = ?');
  const deposit = db.prepare(`
    UPDATE estimates SET deposit_paid_cents = :cents, deposit_paid_method = :method, deposit_paid_on = :paidOn WHERE id = :id`);
  const deleteEstimate = db.prepare('DELETE FROM estimates WHERE id = ?');

  const get = (id: number) => {
    const row = selectEstimate.get(id);
    return row ? estimateOf(row) : undefined;
  };
  const acceptance = (estimateId: number) => {
    const row = selectAcceptance.get(estimateId);
    return row ? acceptanceOf(row) : undefined;
  };

  return {
    settings() {
      const row = selectSettings.get();
      if (!row) return DEFAULT_ESTIMATE_SETTINGS;
      return {
        currency: String(row.currency),
        locale: String(row.locale),
        terms: String(row.terms),
        paymentInstructions: String(row.payment_instructions),
        paymentLink: String(row.payment_link),
        taxThousandths: Number(row.tax_thousandths),
      };
    },
    saveSettings: (settings) => void upsertSettings.run({ ...settings }),

    priceList: () => selectItems.all().map(priceItemOf),
    addPriceListItem: (item) => {
      const row = insertItem.get(itemParameters(item));
      if (!row) throw new Error('the price list item was not stored');
      return priceItemOf(row);
    },
    updatePriceListItem(id, item) {
      if (!selectItem.get(id)) return undefined;
      const row = updateItem.get({ id, ...itemParameters(item) });
      return row ? priceItemOf(row) : undefined;
    },
    removePriceListItem: (id) => Number(deleteItem.run(id).changes) === 1,

    create(requestId, draft, link, at) {
      return inTransaction(db, () => {
        const row = insertEstimate.get({
          requestId,
          first: FIRST_ESTIMATE_NUMBER,
          draft: JSON.stringify(draft),
          nonce: link.nonce,
          // Unique until the id is known, then the key's hash.
          pending: `pending:${link.nonce}`,
          at,
        });
        const id = Number(row?.id);
        setKeyHash.run(link.keyHash(id), id);
        const stored = get(id);
        if (!stored) throw new Error('the estimate was not stored');
        return stored;
      });
    },
    get,
    byKeyHash(keyHash) {
      const row = selectByKey.get(keyHash);
      return row ? estimateOf(row) : undefined;
    },
    forRequest: (requestId) => selectForRequest.all(requestId).map(estimateOf),
    all: () => selectAll.all().map(estimateOf),
    outcomesSince: (since) =>
      selectOutcomes.all({ since }).map((row) => ({
        estimateId: Number(row.id),
        requestId: Number(row.request_id),
        firstSentAt: textOrNull(row.first_sent_at),
        acceptedAt: textOrNull(row.accepted_at),
        acceptedCents: row.accepted_cents === null ? null : Number(row.accepted_cents),
      })),
    saveDraft: (id, draft, at) => void updateDraft.run(JSON.stringify(draft), at, id),

    versions: (estimateId) => selectVersions.all(estimateId).map(versionOf),
    addVersion(estimateId, content, hash, at) {
      return inTransaction(db, () => {
        replaceVersions.run({ id: estimateId, at });
        const row = insertVersion.get({ id: estimateId, content, hash, at });
        touch.run(at, estimateId);
        return Number(row?.version);
      });
    },
    markOpened: (estimateId, version, at) => Number(open.run(at, estimateId, version).changes) === 1,
    claimReminder: (estimateId, version, at) => Number(remind.run(at, estimateId, version).changes) === 1,

    acceptance,
    accept(record) {
      return inTransaction(db, () => {
        const { changes } = insertAcceptance.run({
          estimateId: record.estimateId,
          version: record.version,
          versionHash: record.versionHash,
          choice: JSON.stringify(record.choice),
          optionName: record.optionName,
          addOnNames: JSON.stringify(record.addOnNames),
          totals: JSON.stringify(record.totals),
          signerName: record.signerName,
          signature: record.signaturePng,
          at: record.at,
          address: record.address,
          userAgent: record.userAgent,
        });
        if (Number(changes) === 1) touch.run(record.at, record.estimateId);
        const stored = acceptance(record.estimateId);
        if (!stored) throw new Error('the acceptance was not stored');
        return { acceptance: stored, first: Number(changes) === 1 };
      });
    },
    decline: (estimateId, reason, at) => Number(declineNow.run({ id: estimateId, reason, at }).changes) === 1,
    clearDecline: (estimateId) => void undecline.run(estimateId),
    setDepositPaid: (estimateId, payment) =>
      void deposit.run({
        id: estimateId,
        cents: payment?.amountCents ?? null,
        method: payment?.method ?? null,
        paidOn: payment?.paidOn ?? null,
      }),
    remove: (id) => Number(deleteEstimate.run(id).changes) === 1,
  };
}
