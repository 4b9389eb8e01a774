import type { EstimateAcceptance, EstimateDraft, EstimateMoney } from '../../contract/estimates.ts';

/**
 * One version of an estimate as the customer sees it, whole: what the customer's page, the PDF
 * and the e-mails are made from. Every amount is in `money` (the gateway's, from the lines).
 */
export interface EstimateDocument {
  /** "Estimate 1042". */
  number: number;
  version: number;
  /** SHA-256 (hex) of the version's canonical form. */
  versionHash: string;
  /** ISO 8601. */
  sentAt: string;
  business: {
    name: string;
    phone: string;
    email: string;
    /** One line: "1200 SE Morrison St, Portland, OR 97214"; '' when none. */
    address: string;
    licence: string;
    /** The accent (#rrggbb) headings and the button take. */
    accent: string;
    /** The logo as a PNG (the PDF draws it), else null. */
    logoPng: Buffer | null;
    /** The logo's published path (the page shows it), else null. */
    logoSrc: string | null;
  };
  customer: {
    name: string;
    email: string;
    /** The address of the work, as the request gave it; '' when none. */
    address: string;
  };
  draft: EstimateDraft;
  money: EstimateMoney;
  /** ISO 4217. */
  currency: string;
  /** BCP 47: how amounts and dates are written. */
  locale: string;
  /** IANA: the business's zone, in which the dates are told. */
  timeZone: string;
  /** Once accepted: the record, and the drawn signature (a PNG) if one came with it. */
  acceptance: EstimateAcceptance | null;
  signaturePng: Buffer | null;
}
