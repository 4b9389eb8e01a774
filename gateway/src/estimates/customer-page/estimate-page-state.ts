import type { EstimateChoice } from '../../../contract/estimates.ts';
import type { EstimateDocument } from '../estimate-document.ts';

/** The words a customer typed into the page's forms, kept when a post is answered with its errors. */
export interface EstimatePageInput {
  choice: EstimateChoice;
  signerName: string;
  reason: string;
  question: string;
}

/** Field name (ESTIMATE_FORM_FIELDS) → what is wrong with it. */
export type EstimatePageErrors = Record<string, string>;

/** What the customer's page shows. Every state but not_found and too_many names the business. */
export type EstimatePageState =
  /** The version to choose from and accept, decline or ask about; `errors` after a refused post. */
  | {
      kind: 'open';
      document: EstimateDocument;
      input: EstimatePageInput;
      errors: EstimatePageErrors;
      /** Which form the errors belong to. */
      form: 'accept' | 'decline' | 'question' | null;
      /** After a question was sent: the page says so (and shows the form again). */
      questionSent: boolean;
    }
  /** Accepted (this version): what happens next, the deposit due, how to pay, the PDF. */
  | { kind: 'accepted'; document: EstimateDocument; depositPaid: boolean }
  | { kind: 'declined'; document: EstimateDocument; reason: string }
  /** A newer version was sent: this one can no longer be accepted. */
  | { kind: 'replaced'; document: EstimateDocument; newest: number }
  /** Past its expiry day and never accepted. */
  | { kind: 'expired'; document: EstimateDocument }
  | { kind: 'not_found'; businessName: string }
  | { kind: 'too_many'; businessName: string; retryAfterSeconds: number };

/** The paths the page links and posts to, made by the router (they carry the key). */
export interface EstimatePagePaths {
  /** Where the forms post (the page itself, without `?v=`). */
  action: string;
  /** The page of version `n`. */
  version: (n: number) => string;
  /** The PDF of the version shown (signed, once accepted). */
  pdf: string;
  /** A photo of the request, by id, at a width the page needs. */
  photo: (id: string) => string;
  /** The page's script (live totals, the drawn signature), a content-hashed path under /estimate-assets/. */
  island: string;
  /** The tab's icon: the site's own. */
  icon: string;
}
