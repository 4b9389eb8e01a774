import {
  type ActiveSession,
  RECOVERY_CODE_COUNT,
  type SignInEvent,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@painting-site/gateway/contract/auth';
import type { BackupDestinationView } from '@painting-site/gateway/contract/backup-destination';
import type { BackupRun, BackupStatus } from '@painting-site/gateway/contract/backups';
import { type BusinessDetails, WEEKDAYS } from '@painting-site/gateway/contract/business';
import type {
  AwaitingDecision,
  CustomerMailState,
  CustomerMailView,
} from '@painting-site/gateway/contract/customer-mail';
import { DEFAULT_CUSTOMER_MAIL_SETTINGS } from '@painting-site/gateway/contract/customer-mail';
import type { EstimateVisit, UpcomingVisit, VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import { DEFAULT_VISIT_AVAILABILITY } from '@painting-site/gateway/contract/estimate-visits';
import {
  ESTIMATE_DEFAULT_TERMS,
  type EstimateMonthFigures,
  type EstimateSettings,
} from '@painting-site/gateway/contract/estimates';
import type { FaqEntry } from '@painting-site/gateway/contract/faq';
import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { PushSettings } from '@painting-site/gateway/contract/push-alerts';
import type {
  MailHealth,
  Overview,
  QuoteRequest,
  QuoteRequestCounts,
  QuoteRequestSummary,
} from '@painting-site/gateway/contract/quote-requests';
import type { TimelineEvent } from '@painting-site/gateway/contract/request-timeline';
import type { Service } from '@painting-site/gateway/contract/services';
import { SETUP_STEPS } from '@painting-site/gateway/contract/setup-checklist';
import type { Testimonial } from '@painting-site/gateway/contract/testimonials';
import type {
  VisitorDay,
  VisitorFigures,
  VisitorPeriodDays,
  VisitorReport,
  VisitorSource,
  VisitorWeek,
} from '@painting-site/gateway/contract/visitor-counts';
import type { WorkStep } from '@painting-site/gateway/contract/work-steps';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { contentAnswer } from './public-site-fixtures.ts';
import { renderWithRouter } from './render-with-router.tsx';
import { fakeToken, jsonResponse, stubApi } from './stub-api.ts';

/** The owner's session token in the tests. */
export const OWNER_TOKEN = fakeToken('owner');

type Answer = Parameters<typeof stubApi>[0][string];

/**
 * Opens the dashboard at `path`, signed in, with the gateway answering the guard's check, the
 * published content (the business name) and whatever `answers` add. Returns the fetch stub and
 * the router.
 */
export function openDashboardAt(path: string, answers: Record<string, Answer> = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, OWNER_TOKEN);
  const fetchMock = stubApi({
    'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    'GET /content.json': contentAnswer(),
    // A site that is set up: the overview shows no setup checklist.
    'GET /api/admin/setup': () => jsonResponse(200, { missing: [], total: SETUP_STEPS.length }),
    // Backups that work: the overview shows no backup warning.
    'GET /api/admin/backups': () => jsonResponse(200, backupStatus()),
    'GET /api/admin/backups/destination': () => jsonResponse(200, backupDestinationView()),
    // A site with data: the overview offers no start from a backup file.
    'GET /api/admin/backups/restore': () => jsonResponse(200, { blank: false }),
    // The business's zone for visit times (a request's page), no visits booked (the overview), no calendar feed.
    'GET /api/admin/visits/availability': () => jsonResponse(200, visitAvailability()),
    'GET /api/admin/visits': () => jsonResponse(200, { timeZone: VISIT_ZONE, visits: [] }),
    'GET /api/admin/visits/feed': () => jsonResponse(200, { url: null, webcalUrl: null, createdAt: null }),
    // No estimates written yet (a request's page lists its own), amounts in dollars.
    'GET /api/admin/estimates': () => jsonResponse(200, { estimates: [], currency: 'USD' }),
    'GET /api/admin/estimates/settings': () => jsonResponse(200, estimateSettings()),
    // Nothing sent or decided this month (the overview's estimates).
    'GET /api/admin/estimates/figures': () => jsonResponse(200, estimateMonthFigures()),
    // No visitors counted yet, this week or last (the overview's summary).
    'GET /api/admin/visitors/week': () => jsonResponse(200, visitorWeek()),
    ...answers,
  });
  return { fetchMock, ...renderWithRouter(routes, path) };
}

/** The estimate settings of a new site in the United States: dollars, no tax, the default terms. */
export function estimateSettings(changes: Partial<EstimateSettings> = {}): EstimateSettings {
  return {
    currency: 'USD',
    locale: 'en-US',
    terms: ESTIMATE_DEFAULT_TERMS,
    paymentInstructions: '',
    paymentLink: '',
    taxThousandths: 0,
    ...changes,
  };
}

/** A month's estimates: none sent, quoted, won or decided, unless `changes` says otherwise. */
export function estimateMonthFigures(changes: Partial<EstimateMonthFigures> = {}): EstimateMonthFigures {
  return { sent: 0, quotedCents: 0, won: 0, wonCents: 0, winRate: null, ...changes };
}

/** Where backups go: none set yet, with the SFTP key the gateway made. */
export function backupDestinationView(overrides: Partial<BackupDestinationView> = {}): BackupDestinationView {
  return {
    source: 'none',
    settings: null,
    secretKeySet: false,
    repository: null,
    sshPublicKey:
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGVfs4D5Ebnpr3bOBLYejaXkA1Ge8AqQwsjNsKUld89c painting-site-backups',
    ...overrides,
  };
}

/** An answer with no body, as the gateway gives for a delete or a new order. */
export const noContent = () => new Response(null, { status: 204 });

export function messageSummary(id: number, changes: Partial<QuoteRequestSummary> = {}): QuoteRequestSummary {
  return {
    id,
    name: `Customer ${id}`,
    email: `customer${id}@example.com`,
    phone: '(503) 555-0142',
    address: '1420 SE Division St, Portland',
    serviceTitle: 'Interior painting',
    excerpt: 'Three bedrooms and a hallway, walls and trim.',
    preferredContact: 'email',
    status: 'new',
    read: true,
    createdAt: '2026-03-02T15:04:00.000Z',
    photoCount: 0,
    followUpOn: null,
    spamReason: null,
    notifyStatus: 'sent',
    visitStart: null,
    ...changes,
  };
}

export function message(id: number, changes: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    ...messageSummary(id),
    details: 'Three bedrooms and a hallway, walls and trim. We move in on the 15th.',
    notes: '',
    readAt: '2026-03-02T16:00:00.000Z',
    notifyError: null,
    acknowledgeStatus: 'sent',
    acknowledgeError: null,
    acknowledgeSkipped: null,
    photos: [],
    source: { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
    sentWithoutScript: false,
    visit: null,
    customerMail: customerMailState(),
    timeline: [timelineEvent(id * 100, { summary: 'Sent from the contact form' })],
    ...changes,
  };
}

/** A request's automatic e-mails when nothing is planned or sent: not quoted, not unsubscribed, no review asked. */
export function customerMailState(changes: Partial<CustomerMailState> = {}): CustomerMailState {
  return {
    unsubscribedAt: null,
    quotedAt: null,
    followUpsSent: 0,
    nextFollowUpAt: null,
    reviewRequest: null,
    reviewBlockedReason: null,
    ...changes,
  };
}

/** One event of a request's history: the request received, unless `changes` say otherwise. */
export function timelineEvent(id: number, changes: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    id,
    at: '2026-03-02T15:04:00.000Z',
    kind: 'received',
    outcome: 'done',
    summary: 'Sent from the contact form',
    detail: null,
    ...changes,
  };
}

/** The customer e-mail settings of a new site (follow-ups off, no review link), with whatever `changes` add. */
/** The follow-up and review settings as the gateway shows them: the defaults, e-mail ready to send them, unless `changes` say otherwise. */
export function customerMailSettings(changes: Partial<CustomerMailView> = {}): CustomerMailView {
  return { ...structuredClone(DEFAULT_CUSTOMER_MAIL_SETTINGS), sending: 'ready', ...changes };
}

/** A quote waiting on a decision, as the overview lists it: quoted 2 March, one follow-up sent, the next on 10 March. */
export function awaitingDecision(id: number, changes: Partial<AwaitingDecision> = {}): AwaitingDecision {
  return {
    id,
    name: `Customer ${id}`,
    serviceTitle: 'Interior painting',
    quotedAt: '2026-03-02T15:04:00.000Z',
    followUpsSent: 1,
    nextFollowUpAt: '2026-03-10T15:04:00.000Z',
    ...changes,
  };
}

export const MESSAGE_COUNTS: QuoteRequestCounts = {
  new: 3,
  contacted: 2,
  quoted: 1,
  won: 4,
  lost: 1,
  archived: 0,
  unread: 2,
  spam: 0,
};

export function galleryItem(id: number, title: string, changes: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    title,
    caption: '',
    alt: `${title} after painting`,
    category: 'interior',
    featured: false,
    position: id,
    image: {
      width: 1600,
      height: 1200,
      color: '#c8b89a',
      variants: [480, 960, 1600].map((width) => ({ width, url: `/uploads/hash${id}-${width}.webp` })),
    },
    ...changes,
  };
}

export const ADMIN_GALLERY: GalleryItem[] = [
  galleryItem(1, 'Sunny living room'),
  galleryItem(2, 'Blue front door', { category: 'exterior', featured: true }),
  galleryItem(3, 'Shaker kitchen', { category: 'cabinets' }),
];

export const ADMIN_SERVICES: Service[] = [
  {
    id: 1,
    slug: 'interior-painting',
    title: 'Interior painting',
    summary: 'Walls, ceilings, trim and doors.',
    description: 'We move and cover your furniture, then two coats of premium paint.',
    priceHint: 'Most rooms from $450',
    icon: 'interior',
    position: 1,
  },
  {
    id: 2,
    slug: 'exterior-painting',
    title: 'Exterior painting',
    summary: 'Siding, trim, doors and fences.',
    description: 'Washing, scraping and priming first, then two coats.',
    priceHint: null,
    icon: 'exterior',
    position: 2,
  },
];

export const ADMIN_TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Maria G.',
    town: 'Sellwood',
    quote: 'Tidy, on time and the walls look great.',
    rating: 5,
    showOnHome: true,
  },
  { id: 2, name: 'Tom R.', town: 'Portland', quote: 'Our house looks new again.', rating: 4, showOnHome: false },
];

export const ADMIN_WORK_STEPS: WorkStep[] = [
  { id: 1, title: 'Free estimate', text: 'We visit, measure and send a written estimate.' },
  { id: 2, title: 'Painting', text: 'Two coats, clean lines.' },
];

export const ADMIN_FAQ: FaqEntry[] = [
  { id: 1, question: 'Do I have to move my furniture?', answer: 'No. We move it and cover it.' },
  { id: 2, question: 'How do deposits work?', answer: 'Small jobs need no deposit.' },
];

export const BUSINESS: BusinessDetails = {
  name: 'Brightside Painting',
  tagline: 'Interior and exterior painting in Portland since 2009.',
  phone: '(503) 555-0142',
  email: 'hello@brightside.example',
  address: { street: '1420 SE Division St', city: 'Portland', region: 'OR', postalCode: '97202', country: 'US' },
  serviceArea: ['Portland', 'Beaverton'],
  hours: [
    ...WEEKDAYS.slice(0, 5).map((day) => ({ day, closed: false, opens: '07:00', closes: '17:00' })),
    { day: 'Saturday', closed: false, opens: '09:00', closes: '13:00' },
  ],
  hoursText: [],
  licence: 'Oregon CCB #204518',
  foundedYear: 2009,
  social: [
    { network: 'facebook', url: 'https://facebook.example/brightside' },
    { network: 'yelp', url: 'https://yelp.example/brightside' },
  ],
};

/** Mail that works: set up, and the last e-mail went out. */
export function mailHealth(changes: Partial<MailHealth> = {}): MailHealth {
  return {
    configured: true,
    notifyEmail: 'owner@brightside.example',
    from: 'Brightside Painting <hello@brightside.example>',
    customerFrom: 'hello@brightside.example',
    lastSend: { ok: true, message: 'Sent to owner@brightside.example.', at: '2026-03-02T15:05:00.000Z' },
    ...changes,
  };
}

/** The overview of a quiet dashboard, with whatever `changes` add. */
export function overview(changes: Partial<Overview> = {}): Overview {
  return {
    counts: { new: 0, thisWeek: 0, thisMonth: 0, total: 0 },
    latest: [],
    followUps: [],
    sources: [],
    awaitingDecision: [],
    mail: mailHealth(),
    skippedAcknowledgements: null,
    refusedPhotos: null,
    ...changes,
  };
}

/** One of the owner's signed-in sessions; not the one making the request unless `current` says so. */
export function activeSession(id: string, changes: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id,
    address: '203.0.113.7',
    browser: 'Chrome on Windows',
    signedInAt: '2026-03-03T10:00:00.000Z',
    expiresAt: '2026-03-03T18:00:00.000Z',
    keptSignedIn: false,
    current: false,
    ...changes,
  };
}

/** A successful sign-in from a known place, unless `changes` say otherwise. */
export function signInEvent(changes: Partial<SignInEvent> = {}): SignInEvent {
  return {
    at: '2026-03-03T10:00:00.000Z',
    username: 'owner',
    address: '198.51.100.20',
    browser: 'Firefox on macOS',
    outcome: 'signed_in',
    newPlace: false,
    secondFactor: null,
    ...changes,
  };
}

/** Two-step sign-in as `GET /api/admin/account/two-factor` says it: off, unless `changes` turn it on. */
export function twoFactorStatus(changes: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, ...changes };
}

/** Phone alerts as `GET /api/admin/push` says them: the gateway's key and, unless `changes` add some, no device. */
export function pushSettings(changes: Partial<PushSettings> = {}): PushSettings {
  return {
    publicKey: 'BAQzYALl3I3BmoPpKh_MCmiBGQID6i0_8-WWkdWIgfLyHLn77gU1lVtzZAbip73LL8wjX5ghXjr-h_popltPDN0',
    devices: [],
    ...changes,
  };
}

/**
 * The Account page's parts beside the password form, as a quiet owner's: no sessions listed, no
 * sign-in events, two-step sign-in off, no device getting phone alerts; `answers` replace any of
 * them or add others.
 */
export function accountPageAnswers(answers: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET /api/admin/account/sessions': () => jsonResponse(200, { sessions: [] }),
    'GET /api/admin/account/activity': () => jsonResponse(200, { events: [] }),
    'GET /api/admin/account/two-factor': () => jsonResponse(200, twoFactorStatus()),
    'GET /api/admin/push': () => jsonResponse(200, pushSettings()),
    ...answers,
  };
}

/** The signed-in owner's Account page, its parts answered as `accountPageAnswers` says. */
export const openAccountPage = (answers: Record<string, Answer> = {}) =>
  openDashboardAt(paths.adminAccount, accountPageAnswers(answers));

/** Two-step sign-in turned on a while ago, with every recovery code left. */
export const twoFactorOn = (changes: Partial<TwoFactorStatus> = {}) =>
  twoFactorStatus({
    enabled: true,
    enabledAt: '2026-02-01T09:30:00.000Z',
    recoveryCodesLeft: RECOVERY_CODE_COUNT,
    ...changes,
  });

/** A pending enrolment's secret, its URI and the URI as a QR code (a stand-in SVG, not a real code). */
export const TWO_FACTOR_SETUP: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Brightside:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Brightside&algorithm=SHA1&digits=6&period=30',
  qrCode: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"/>')}`,
};

/** RECOVERY_CODE_COUNT recovery codes as the gateway shows them; `batch` tells one set from the next. */
export function recoveryCodes(batch = 'a'): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => {
    const letter = alphabet[index] ?? 'z';
    return `${batch}${letter}${letter}${letter}-2345-6789`;
  });
}

const HOUR_MS = 60 * 60 * 1000;

/** An ISO time `hours` from now (negative: ago), a minute further out so "in 6 hours" holds while a test runs. */
function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS + Math.sign(hours) * 60_000).toISOString();
}

/** A backup run that worked, finished `hoursAgo` hours ago after a minute's work. */
export function backupRun(hoursAgo: number, changes: Partial<BackupRun> = {}): BackupRun {
  const finishedAt = hoursFromNow(-hoursAgo);
  return {
    kind: 'backup',
    trigger: 'schedule',
    startedAt: new Date(Date.parse(finishedAt) - 60_000).toISOString(),
    finishedAt,
    ok: true,
    bytesAdded: 1_258_291,
    snapshot: '4f2a9c1e',
    problem: null,
    ...changes,
  };
}

/** Backups that work, to an SFTP repository: the last one 2 hours ago, checked 2 days ago, the next in 6 hours. */
export function backupStatus(changes: Partial<BackupStatus> = {}): BackupStatus {
  return {
    destination: 'repository',
    where: 'sftp:backup@nas.example:/site',
    lastSuccess: backupRun(2),
    lastFailure: null,
    lastCheck: backupRun(48, { kind: 'check', bytesAdded: null, snapshot: null }),
    nextRunAt: hoursFromNow(6),
    running: null,
    stale: false,
    ...changes,
  };
}

/** The business's zone in the visit tests: the same wall-clock times whatever zone the test runs in. */
export const VISIT_ZONE = 'America/Los_Angeles';

/** A new site's visit availability, in VISIT_ZONE, with whatever `changes` add. */
export function visitAvailability(changes: Partial<VisitAvailability> = {}): VisitAvailability {
  return { ...DEFAULT_VISIT_AVAILABILITY, timeZone: VISIT_ZONE, ...changes };
}

/** A visit the customer booked online for request `quoteRequestId`: Tuesday 1 December 2026, 9–10 in VISIT_ZONE. */
export function estimateVisit(quoteRequestId: number, changes: Partial<EstimateVisit> = {}): EstimateVisit {
  return {
    id: quoteRequestId * 10,
    quoteRequestId,
    start: '2026-12-01T17:00:00.000Z',
    end: '2026-12-01T18:00:00.000Z',
    status: 'booked',
    bookedBy: 'customer',
    bookedAt: '2026-11-26T18:00:00.000Z',
    cancelledBy: null,
    cancelReason: null,
    customerMail: { status: 'sent', error: null },
    reminderSentAt: null,
    ...changes,
  };
}

/** A visit as the overview lists it, for request `quoteRequestId`. */
export function upcomingVisit(quoteRequestId: number, changes: Partial<UpcomingVisit> = {}): UpcomingVisit {
  return {
    ...estimateVisit(quoteRequestId),
    name: `Customer ${quoteRequestId}`,
    address: '1420 SE Division St, Portland',
    serviceTitle: 'Interior painting',
    phone: '(503) 555-0142',
    ...changes,
  };
}

/** What a set of visitors did: nothing, unless `changes` says otherwise. */
export function visitorFigures(changes: Partial<VisitorFigures> = {}): VisitorFigures {
  return {
    visitors: 0,
    pageViews: 0,
    quoteCtaTaps: 0,
    formsStarted: 0,
    requestsSent: 0,
    callTaps: 0,
    textTaps: 0,
    emailTaps: 0,
    ...changes,
  };
}

/** The visitors' last day in the tests ("today" in the business's zone). */
export const VISITORS_TODAY = '2026-11-26';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day of a period ending VISITORS_TODAY, oldest first, with nothing counted but what `counted` gives by date. */
export function visitorDays(
  days: VisitorPeriodDays,
  counted: Record<string, Partial<VisitorFigures>> = {},
): VisitorDay[] {
  const today = Date.parse(`${VISITORS_TODAY}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { date, ...visitorFigures(counted[date]) };
  });
}

/** A period with no visitor at all. */
export function visitorReport(changes: Partial<VisitorReport> = {}): VisitorReport {
  const days = changes.days ?? 30;
  return {
    days,
    timeZone: VISIT_ZONE,
    daily: visitorDays(days),
    totals: visitorFigures(),
    pages: [],
    sources: [],
    campaigns: [],
    devices: { phone: 0, desktop: 0 },
    money: { currency: 'USD', locale: 'en-US' },
    ...changes,
  };
}

/** A source's row: its visitors' figures, and its requests' estimates (none unless `estimates` says). */
export function visitorSource(
  name: string,
  kind: VisitorSource['kind'],
  changes: Partial<VisitorFigures> = {},
  estimates: Partial<Pick<VisitorSource, 'estimatesSent' | 'wonCents'>> = {},
): VisitorSource {
  return { name, kind, ...visitorFigures(changes), estimatesSent: 0, wonCents: 0, ...estimates };
}

/**
 * The five visitors: three from the flyer (two start the quote form, one sends it, one
 * taps Call; two by the spring flyer's link, one by a link without medium or campaign), one from
 * google.com, one direct; two came yesterday, three today. The flyer's request got an estimate,
 * accepted for $3,403.70.
 */
export function fiveVisitorsReport(days: VisitorPeriodDays = 30): VisitorReport {
  return visitorReport({
    days,
    daily: visitorDays(days, {
      '2026-11-25': { visitors: 2, pageViews: 4, formsStarted: 1 },
      [VISITORS_TODAY]: { visitors: 3, pageViews: 8, formsStarted: 1, requestsSent: 1, callTaps: 1 },
    }),
    totals: visitorFigures({
      visitors: 5,
      pageViews: 12,
      quoteCtaTaps: 2,
      formsStarted: 2,
      requestsSent: 1,
      callTaps: 1,
    }),
    pages: [
      { path: '/', views: 6, visitors: 5 },
      { path: '/contact', views: 4, visitors: 2 },
      { path: '/services', views: 2, visitors: 1 },
    ],
    sources: [
      visitorSource(
        'flyer',
        'campaign',
        { visitors: 3, pageViews: 8, quoteCtaTaps: 2, formsStarted: 2, requestsSent: 1, callTaps: 1 },
        // Its request's estimate was sent and accepted.
        { estimatesSent: 1, wonCents: 340_370 },
      ),
      visitorSource('google.com', 'referrer', { visitors: 1, pageViews: 2 }),
      visitorSource('Direct', 'direct', { visitors: 1, pageViews: 2 }),
    ],
    campaigns: [
      {
        source: 'flyer',
        medium: 'print',
        campaign: 'spring-2026',
        ...visitorFigures({
          visitors: 2,
          pageViews: 6,
          quoteCtaTaps: 2,
          formsStarted: 1,
          requestsSent: 1,
          callTaps: 1,
        }),
      },
      { source: 'flyer', medium: '', campaign: '', ...visitorFigures({ visitors: 1, pageViews: 2, formsStarted: 1 }) },
    ],
    devices: { phone: 3, desktop: 2 },
  });
}

/** This week's and last week's visitors: none, unless `changes` says otherwise. */
export function visitorWeek(
  thisWeek: Partial<VisitorFigures> = {},
  lastWeek: Partial<VisitorFigures> = {},
): VisitorWeek {
  return { thisWeek: visitorFigures(thisWeek), lastWeek: visitorFigures(lastWeek) };
}
