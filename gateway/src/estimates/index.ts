import type { BrandModule } from '../brand/index.ts';
import type { CustomerMailModule } from '../customer-mail/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { PushModule } from '../push/index.ts';
import { type QuoteRequestRecords, quotePhotoFile } from '../quote-requests/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminEstimatesRouter } from './admin-estimates-router.ts';
import {
  type EstimateIsland,
  estimateIslandRouter,
  loadEstimateIsland,
} from './customer-page/estimate-island-router.ts';
import { renderEstimatePage } from './customer-page/estimate-page.ts';
import type { EstimateDocument } from './estimate-document.ts';
import { createEstimateKeys } from './estimate-keys.ts';
import { createEstimateNotices } from './estimate-notices.ts';
import {
  ESTIMATE_LOOKUPS_PER_ADDRESS,
  ESTIMATE_POSTS_PER_ADDRESS,
  ESTIMATE_RATE_WINDOW_MS,
  estimatePageRouter,
} from './estimate-page-router.ts';
import { pdfPhotos } from './estimate-pdf-photos.ts';
import { estimatePreviewRouter } from './estimate-preview-router.ts';
import { remindOfEstimates } from './estimate-reminders.ts';
import { createEstimateService } from './estimate-service.ts';
import { createEstimateStore } from './estimate-store.ts';

interface EstimatesDeps {
  access: OwnerAccess;
  records: QuoteRequestRecords;
  siteContent: SiteContentModule;
  brand: BrandModule;
  mailSettings: MailSettingsModule;
  push: Pick<PushModule, 'alerts'>;
  customerMail: Pick<CustomerMailModule, 'unsubscribes' | 'linkFollowUpsTo'>;
  /** The business's time zone (the visits' setting). */
  visits: { timeZone: () => string };
}

/**
 * Estimates: written by the owner from a quote request (the price list, the defaults), sent as
 * frozen versions behind the customer's private link, accepted with a typed name and an optional
 * drawn signature, declined or asked about; the PDFs, the e-mails and alerts of each step, the
 * reminder before the last day, and the request's status following along.
 */
export function estimatesModule(kernel: Kernel, deps: EstimatesDeps) {
  const { db, jwtKey, logger, runtime, clock, rateWindow, siteAddress, folders, decodes } = kernel;
  const { requests, photos, events } = deps.records;
  const store = createEstimateStore(db);
  const keys = createEstimateKeys(jwtKey);
  const photoFile = (id: string) => quotePhotoFile(folders.quotePhotosDir, id, 'full');
  /**
   * The estimate's PDF with its photos, made JPEG here (sharp stays out of the writer's bundle).
   * The writer is loaded on the first PDF asked for: pdfkit and its font code (about a megabyte)
   * are not read at every start. The build makes it a bundle of its own (dist/estimate-pdf.mjs).
   */
  const estimatePdf = async (document: EstimateDocument): Promise<Buffer> => {
    const jpegs = await pdfPhotos(document.draft.photoIds, photoFile, { decodes, logger });
    return (await import('./estimate-pdf.ts')).estimatePdf(document, { photos: jpegs });
  };
  const service = createEstimateService({
    store,
    keys,
    requests,
    photos,
    business: deps.siteContent.business,
    brand: deps.brand.brand,
    logo: deps.brand.documentLogo,
    timeZone: deps.visits.timeZone,
    linkBase: siteAddress.linkBase,
    clock,
  });
  const notices = createEstimateNotices({
    sender: deps.mailSettings.mail,
    site: deps.mailSettings.mailSite,
    linkBase: siteAddress.linkBase,
    events,
    alerts: deps.push.alerts,
    pdf: estimatePdf,
    logger,
    retryDelaysMs: runtime.notifyRetryDelaysMs,
    clock,
  });
  // A quoted request's follow-ups link to its current estimate while the customer can still accept it.
  deps.customerMail.linkFollowUpsTo((requestId) => {
    const current = store.forRequest(requestId)[0];
    const versions = current ? store.versions(current.id) : [];
    const last = versions.at(-1);
    if (!current || !last || !['sent', 'opened'].includes(service.stateOf(current, versions))) return undefined;
    const url = service.customerUrl(current, last.version);
    return url ? { words: `Your estimate ${current.number}`, url } : undefined;
  });
  let island: EstimateIsland = { path: '', body: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  return {
    store,
    service,
    notices,
    /** The period's estimates by their request's lead source: the Visitors section's per-source table. */
    figuresBySource: service.figuresBySource,
    /** The currency and locale the site's amounts are written in (the estimate settings). */
    moneyFormat: () => {
      const { currency, locale } = store.settings();
      return { currency, locale };
    },
    routers: [
      adminEstimatesRouter({
        store,
        service,
        notices,
        requests,
        photos,
        events,
        pdf: estimatePdf,
        requireOwner: deps.access.requireOwner,
        db,
      }),
      estimatePageRouter({
        db,
        store,
        service,
        notices,
        requests,
        events,
        render: renderEstimatePage,
        pdf: estimatePdf,
        photoFile,
        islandPath: () => island.path,
        siteIcon: deps.brand.siteIcon,
        businessName: deps.siteContent.siteName,
        lookups: rateWindow('estimateLookups', ESTIMATE_LOOKUPS_PER_ADDRESS, ESTIMATE_RATE_WINDOW_MS),
        posts: rateWindow('estimatePosts', ESTIMATE_POSTS_PER_ADDRESS, ESTIMATE_RATE_WINDOW_MS),
      }),
      estimatePreviewRouter({
        store,
        service,
        keys,
        render: renderEstimatePage,
        photoFile,
        requireOwner: deps.access.requireOwner,
        siteIcon: deps.brand.siteIcon,
      }),
      estimateIslandRouter(() => island),
    ],
    async start() {
      island = await loadEstimateIsland();
      const stop = remindOfEstimates({
        store,
        service,
        notices,
        unsubscribedSince: (address) => deps.customerMail.unsubscribes.since(address),
        logger,
      });
      return stop;
    },
    close: () => notices.close(),
  } satisfies Module;
}

export type EstimatesModule = ReturnType<typeof estimatesModule>;
export type { EstimatesOfSource } from './estimate-service.ts';
