import { DEFAULT_ACCENT } from '../../contract/brand.ts';
import {
  ESTIMATE_DEFAULT_EXPIRY_DAYS,
  type Estimate,
  type EstimateDraft,
  type EstimateListItem,
  type EstimateMonthFigures,
  type EstimateState,
  estimatePageUrl,
} from '../../contract/estimates.ts';
import type { BrandStore } from '../brand/index.ts';
import type { QuotePhotoStore, QuoteRequestStore, StoredQuoteRequest } from '../quote-requests/index.ts';
import type { BusinessStore } from '../site-content/index.ts';
import type { EstimateDocument } from './estimate-document.ts';
import type { EstimateKeys } from './estimate-keys.ts';
import type { EstimateStore, StoredEstimate, StoredVersion } from './estimate-store.ts';
import { draftMoney, freezeVersion, sameDraft, type VersionContent } from './estimate-versions.ts';

const DAY_MS = 86_400_000;
/** A calendar day starts at most this long before its UTC midnight, in any zone (UTC+14). */
const EARLIEST_DAY_START_MS = 14 * 3_600_000;

/** YYYY-MM-DD of an instant in a zone. */
export const dayIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The day `days` after a calendar day (no zone: whole calendar days). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface EstimateServiceDeps {
  store: EstimateStore;
  keys: EstimateKeys;
  requests: Pick<QuoteRequestStore, 'get'>;
  photos: Pick<QuotePhotoStore, 'forRequest'>;
  business: Pick<BusinessStore, 'get'>;
  brand: Pick<BrandStore, 'get'>;
  /** The logo as a document shows it (brand module). */
  logo: () => { png: Buffer | null; src: string | null };
  /** The business's time zone (the visits' setting), in which days begin and end. */
  timeZone: () => string;
  /** The site's origin for the customer's link; undefined before it has one. */
  linkBase: () => string | undefined;
  clock: () => number;
}

export type EstimateService = ReturnType<typeof createEstimateService>;

/** What the estimates of the quote requests that came one way came to in a period. */
export interface EstimatesOfSource {
  /** The requests' utm_source and referring host, as each request keeps them (contract/quote-requests.ts `LeadSource`). */
  utmSource: string | null;
  referrer: string | null;
  /** Estimates whose first version was sent in the period. */
  sent: number;
  /** The accepted totals of the estimates accepted in the period. */
  wonCents: number;
}

/** One line of an address, the empty parts left out. */
function addressLine(address: { street: string; city: string; region: string; postalCode: string } | undefined) {
  if (!address) return '';
  const town = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, town].filter(Boolean).join(', ');
}

/**
 * What every part of the estimates reads an estimate through: its state, its owner's and
 * customer's views, its versions and documents, its link. Writes stay with the routers that
 * decide them; this only computes.
 */
export function createEstimateService(deps: EstimateServiceDeps) {
  const { store, keys, requests, clock } = deps;
  const today = () => dayIn(clock(), deps.timeZone());
  const now = () => new Date(clock()).toISOString();

  const latest = (versions: StoredVersion[]) => versions.at(-1);
  const contentOf = (version: StoredVersion) => JSON.parse(version.content) as VersionContent;

  function stateOf(estimate: StoredEstimate, versions = store.versions(estimate.id)): EstimateState {
    if (store.acceptance(estimate.id)) return 'accepted';
    if (estimate.declined) return 'declined';
    const last = latest(versions);
    if (!last) return 'draft';
    if (contentOf(last).draft.expiresOn < today()) return 'expired';
    return last.openedAt ? 'opened' : 'sent';
  }

  const keyOf = (estimate: StoredEstimate) => keys.keyOf(estimate.id, estimate.linkNonce);

  /** The customer's page of a version (the newest when not given); undefined while the site has no address. */
  function customerUrl(estimate: StoredEstimate, version?: number): string | undefined {
    const base = deps.linkBase();
    return base === undefined ? undefined : estimatePageUrl(base, keyOf(estimate), version);
  }

  /** A new draft from the request: the owner's defaults, the request's photos, one option to fill in. */
  function newDraft(request: StoredQuoteRequest): EstimateDraft {
    const settings = store.settings();
    return {
      options: [{ name: '', areas: [{ name: '', lines: [] }] }],
      addOns: [],
      discount: { kind: 'none' },
      taxThousandths: settings.taxThousandths,
      notes: '',
      terms: settings.terms,
      photoIds: deps.photos
        .forRequest(request.id)
        .slice(0, 10)
        .map((photo) => photo.id),
      expiresOn: addDays(today(), ESTIMATE_DEFAULT_EXPIRY_DAYS),
      deposit: { kind: 'none' },
      paymentInstructions: settings.paymentInstructions,
      paymentLink: settings.paymentLink,
    };
  }

  /** What the next version would freeze (the business and customer as they are now). */
  function nextContent(estimate: StoredEstimate, request: StoredQuoteRequest, version: number): VersionContent {
    const business = deps.business.get();
    const settings = store.settings();
    return {
      number: estimate.number,
      version,
      business: {
        name: business?.name ?? '',
        phone: business?.phone ?? '',
        email: business?.email ?? '',
        address: addressLine(business?.address),
        licence: business?.licence ?? '',
        accent: deps.brand.get().accent ?? DEFAULT_ACCENT,
      },
      customer: { name: request.name, email: request.email ?? '', address: request.address },
      draft: estimate.draft,
      currency: settings.currency,
      locale: settings.locale,
      timeZone: deps.timeZone(),
    };
  }

  /** A version as the customer sees it, with the acceptance when it is the accepted one. */
  function documentOf(estimate: StoredEstimate, version: StoredVersion): EstimateDocument {
    const content = contentOf(version);
    const accepted = store.acceptance(estimate.id);
    const mine = accepted?.version === version.version ? accepted : undefined;
    const { png, src } = deps.logo();
    return {
      number: content.number,
      version: content.version,
      versionHash: version.hash,
      sentAt: version.sentAt,
      business: { ...content.business, logoPng: png, logoSrc: src },
      customer: content.customer,
      draft: content.draft,
      money: draftMoney(content.draft),
      currency: content.currency,
      locale: content.locale,
      timeZone: content.timeZone,
      acceptance: mine
        ? {
            version: mine.version,
            versionHash: mine.versionHash,
            choice: mine.choice,
            optionName: mine.optionName,
            addOnNames: mine.addOnNames,
            totals: mine.totals,
            signerName: mine.signerName,
            drawnSignature: mine.signaturePng !== null,
            at: mine.at,
            address: mine.address,
            userAgent: mine.userAgent,
          }
        : null,
      signaturePng: mine?.signaturePng ?? null,
    };
  }

  /** The draft as it would be sent now (the dashboard's preview, the PDF of a draft). */
  function draftDocument(estimate: StoredEstimate): EstimateDocument | undefined {
    const request = requests.get(estimate.requestId);
    if (!request) return undefined;
    const version = (latest(store.versions(estimate.id))?.version ?? 0) + 1;
    const content = nextContent(estimate, request, version);
    const { text, hash } = freezeVersion(content);
    return documentOf(estimate, {
      estimateId: estimate.id,
      version,
      content: text,
      hash,
      sentAt: now(),
      openedAt: null,
      replacedAt: null,
      remindedAt: null,
    });
  }

  function view(estimate: StoredEstimate): Estimate {
    const versions = store.versions(estimate.id);
    const last = latest(versions);
    const accepted = store.acceptance(estimate.id);
    const newest = store.forRequest(estimate.requestId)[0];
    return {
      id: estimate.id,
      requestId: estimate.requestId,
      number: estimate.number,
      state: stateOf(estimate, versions),
      current: newest?.id === estimate.id,
      draft: estimate.draft,
      money: draftMoney(estimate.draft),
      changedSinceSent: last === undefined || !sameDraft(contentOf(last).draft, estimate.draft),
      versions: versions.map((each) => ({
        version: each.version,
        sentAt: each.sentAt,
        versionHash: each.hash,
        openedAt: each.openedAt,
        replacedAt: each.replacedAt,
      })),
      acceptance: accepted
        ? {
            version: accepted.version,
            versionHash: accepted.versionHash,
            choice: accepted.choice,
            optionName: accepted.optionName,
            addOnNames: accepted.addOnNames,
            totals: accepted.totals,
            signerName: accepted.signerName,
            drawnSignature: accepted.signaturePng !== null,
            at: accepted.at,
            address: accepted.address,
            userAgent: accepted.userAgent,
          }
        : null,
      declined: estimate.declined,
      depositPaid: estimate.depositPaid,
      customerUrl: last ? (customerUrl(estimate, last.version) ?? null) : null,
      createdAt: estimate.createdAt,
      updatedAt: estimate.updatedAt,
    };
  }

  /** The value a list shows: the accepted total, else the dearest option with no add-on. */
  function valueCentsOf(estimate: StoredEstimate, versions: StoredVersion[]): number {
    const accepted = store.acceptance(estimate.id);
    if (accepted) return accepted.totals.total;
    const last = latest(versions);
    const draft = last ? contentOf(last).draft : estimate.draft;
    return Math.max(0, ...draftMoney(draft).options.map((option) => option.totals.total));
  }

  function listItem(estimate: StoredEstimate): EstimateListItem {
    const versions = store.versions(estimate.id);
    const last = latest(versions);
    return {
      id: estimate.id,
      requestId: estimate.requestId,
      number: estimate.number,
      customerName: requests.get(estimate.requestId)?.name ?? '',
      state: stateOf(estimate, versions),
      valueCents: valueCentsOf(estimate, versions),
      sentAt: versions[0]?.sentAt ?? null,
      expiresOn: last ? contentOf(last).draft.expiresOn : estimate.draft.expiresOn,
      updatedAt: estimate.updatedAt,
    };
  }

  /** A month's figures (YYYY-MM, in the business's zone): sent and quoted, won, and the win rate of those decided. */
  function monthFigures(month: string): EstimateMonthFigures {
    const zone = deps.timeZone();
    const inMonth = (at: string | null | undefined) => at != null && dayIn(Date.parse(at), zone).startsWith(month);
    const figures = { sent: 0, quotedCents: 0, won: 0, wonCents: 0 };
    let decided = 0;
    for (const estimate of store.all()) {
      const versions = store.versions(estimate.id);
      const first = versions[0];
      if (!first) continue;
      if (inMonth(first.sentAt)) {
        figures.sent += 1;
        figures.quotedCents += valueCentsOf(estimate, versions);
      }
      const accepted = store.acceptance(estimate.id);
      if (accepted && inMonth(accepted.at)) {
        figures.won += 1;
        figures.wonCents += accepted.totals.total;
        decided += 1;
      } else if (!accepted && estimate.declined && inMonth(estimate.declined.at)) {
        decided += 1;
      } else if (!accepted && !estimate.declined && stateOf(estimate, versions) === 'expired') {
        const last = versions.at(-1);
        if (last && contentOf(last).draft.expiresOn.startsWith(month)) decided += 1;
      }
    }
    return { ...figures, winRate: decided === 0 ? null : figures.won / decided };
  }

  /**
   * The period's estimates (from `first` to `last`, YYYY-MM-DD in the business's zone, both
   * included) by their request's lead source as stored: those first sent in it, and the value of
   * those accepted in it. One row per utm_source and referrer; naming them is the caller's.
   */
  function figuresBySource(first: string, last: string): EstimatesOfSource[] {
    const zone = deps.timeZone();
    const within = (at: string | null) => {
      if (at === null) return false;
      const day = dayIn(Date.parse(at), zone);
      return day >= first && day <= last;
    };
    const since = new Date(Date.parse(`${first}T00:00:00Z`) - EARLIEST_DAY_START_MS).toISOString();
    const bySource = new Map<string, EstimatesOfSource>();
    for (const outcome of store.outcomesSince(since)) {
      const sent = within(outcome.firstSentAt);
      const won = within(outcome.acceptedAt);
      if (!sent && !won) continue;
      const source = requests.get(outcome.requestId)?.source;
      const utmSource = source?.utmSource ?? null;
      const referrer = source?.referrer ?? null;
      const key = JSON.stringify([utmSource, referrer]);
      const row = bySource.get(key) ?? { utmSource, referrer, sent: 0, wonCents: 0 };
      if (sent) row.sent += 1;
      if (won) row.wonCents += outcome.acceptedCents ?? 0;
      bySource.set(key, row);
    }
    return [...bySource.values()];
  }

  return {
    today,
    monthFigures,
    figuresBySource,
    /** Today in a zone (a version's own). */
    dayOf: (timeZone: string) => dayIn(clock(), timeZone),
    now,
    stateOf,
    keyOf,
    customerUrl,
    newDraft,
    nextContent,
    contentOf,
    documentOf,
    draftDocument,
    view,
    listItem,
    valueCentsOf,
    /** A new estimate's link: its nonce, and its key's hash once its id is known. */
    newLink() {
      const nonce = keys.nonce();
      return { nonce, keyHash: (id: number) => keys.hashOf(keys.keyOf(id, nonce)) ?? '' };
    },
    /** The estimate a customer's key opens, if any. */
    byKey: (key: unknown) => {
      const hash = keys.hashOf(key);
      return hash === undefined ? undefined : store.byKeyHash(hash);
    },
  };
}
