import type { Context, Middleware, Next } from 'koa';

/**
 * What a write's success does beyond its answer, declared on its route line
 * (`router.put('/site', requireOwner, publishes, save)`): every write route carries exactly one
 * (a test holds every router to it). The markers only flag the request; the app's publishing
 * (publishAfterWrite) and backups (noteChanges) act on the flag once the answer is a success.
 */
export type SideEffect = 'publishes' | 'worthABackup' | 'notWorthABackup';

const declared = new WeakMap<Context, SideEffect>();

const marker =
  (effect: SideEffect): Middleware =>
  (ctx: Context, next: Next) => {
    declared.set(ctx, effect);
    return next();
  };

/**
 * The success changes what visitors see: the site is published (the answer waits for it) and a
 * backup follows; the contract's SITE_CHANGING_ROUTES lists the same routes for the SPA.
 */
export const publishes = marker('publishes');

/** The success changes data a backup keeps (a quote request, a setting): a backup follows, no publish. */
export const worthABackup = marker('worthABackup');

/**
 * The success is worth no run of its own: signing in and out, "Back up now" itself, the visitors'
 * beacons (else a run would follow every visit; the nightly backup takes the day's totals).
 */
export const notWorthABackup = marker('notWorthABackup');

/** The three markers, for the test that reads them off every route. */
export const SIDE_EFFECT_MARKERS: ReadonlyMap<Middleware, SideEffect> = new Map([
  [publishes, 'publishes'],
  [worthABackup, 'worthABackup'],
  [notWorthABackup, 'notWorthABackup'],
]);

/** What the route that answered `ctx` declared; undefined for a read or a request no route took. */
export const sideEffectOf = (ctx: Context): SideEffect | undefined => declared.get(ctx);
