import type { KeyObject } from 'node:crypto';
import type { Agent } from 'node:https';
import type { DatabaseSync } from 'node:sqlite';
import type { Layer, RouterOptions } from '@koa/router';
import type { Middleware } from 'koa';
import type { OutboundAddresses, ResolveHost } from '../http/outbound-address.ts';
import type { RateWindow } from '../http/rate-window.ts';
import type { DecodeBudget } from '../images/decode-budget.ts';
import type { Logger } from '../logger.ts';
import type { SiteAddress } from './site-address.ts';

/**
 * The settings the kernel reads, which every module may read too. A module that reads more names
 * them in its parameter (`Kernel<{ backup: BackupSettings }>`), with its own types, and the
 * composition root, which holds the whole configuration, is checked to give them.
 */
export interface KernelSettings {
  /** The database, the signing secret, backups: the gateway's alone (owner-only). */
  dataDir: string;
  /** The published site (pages, content.json, pictures) that nginx serves without the gateway. */
  publicDir: string;
  /** Unset: a random secret is generated on first start and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  /**
   * SITE_URL when the environment sets it (no trailing slash), which then wins over the address the
   * owner connects; unset, the site has no address until the owner connects one. Modules read the
   * live value from `kernel.siteAddress`, never this.
   */
  siteUrl: string | undefined;
  /**
   * What the owner's mail server and push endpoints may be although on a private network (host
   * names, addresses, CIDR ranges): loopback, link-local and private addresses are refused otherwise.
   */
  outboundAllowedHosts: string[];
}

/** The gateway's own folders, as the settings and DATA_FILES/PUBLISHED_FILES place them. */
export interface Folders {
  dataDir: string;
  /** The published site nginx serves. */
  publicDir: string;
  /** PUBLIC_DIR/uploads: the site's pictures. */
  uploadsDir: string;
  /** DATA_DIR/quote-photos: the photos customers attach to quote requests (private). */
  quotePhotosDir: string;
}

/** What a start may change from outside: the tests' knobs, and the server's words to whoever starts it. */
export interface Runtime {
  logger: Logger;
  /** Shows the first owner's generated password to whoever starts the gateway. */
  announce: (text: string) => void;
  /** Milliseconds since the epoch; tests move it to cross time windows without waiting. */
  clock?: () => number;
  /** Waits between tries of an e-mail; tests shorten them. */
  notifyRetryDelaysMs?: number[];
  /** How long the mail server may take (connect, greeting, each answer); tests shorten it. */
  mailTimeoutMs?: number;
  /** Photos a quote request has, for its e-mails (default: counted in the database). */
  photoCount?: (requestId: number) => number;
  /** Told the ids of quote requests deleted in the background (old spam); default: their photos' files go. */
  onRequestsRemoved?: (ids: number[]) => void;
  /**
   * The web's server bundle that renders the published pages (default: DEFAULT_RENDERER);
   * null for none: content.json, robots.txt and sitemap.xml are published, no pages.
   */
  renderer?: URL | null;
  /** How long the publisher gathers edits before it publishes; tests change it. */
  publishDebounceMs?: number;
  /** The budget of pictures decoded at once (default: the gateway's own); tests hold it full. */
  decodes?: DecodeBudget;
  /** The restic program (default: `restic` on the PATH, as the image installs it). */
  resticBin?: string;
  /**
   * Ends the process so the container's restart policy starts it again (server.ts: a graceful
   * shutdown): a backup file staged from the dashboard is put in place before the database opens.
   * Unset (the tests): the staged backup waits for the next composeGateway.
   */
  restart?: () => void;
  /** The HTTPS agent pushes go through (default: Node's, with its CAs); tests trust their push service's certificate with it. */
  pushAgent?: Agent;
  /** Looks up the owner's domain for "Your website's address" (default: node:dns); tests answer for their own names. */
  resolveSiteName?: ResolveHost;
  /** The port that check fetches its token on through the domain (default 80); tests give the gateway's own. */
  siteCheckPort?: () => number;
}

/**
 * What every resource module is built from: the open database, the one clock, the logger, the
 * settings and folders, the signing key, and the few mechanisms shared by all (per-address limits,
 * the picture decode budget, the outbound address guard). It holds no resource.
 */
export interface Kernel<Settings extends object = object> {
  db: DatabaseSync;
  /** Milliseconds since the epoch: the only clock the gateway reads. */
  clock: () => number;
  logger: Logger;
  settings: KernelSettings & Settings;
  runtime: Runtime;
  folders: Folders;
  /** Signs the owner's tokens, the form tokens and the customers' links. */
  jwtKey: KeyObject;
  /** A per-address limit, kept in rate_events under `name` (renaming one forgets its events). */
  rateWindow(name: string, limit: number, windowMs: number): RateWindow;
  /** Pictures decoded at once, for every upload: the owner's wait with the visitors'. */
  decodes: DecodeBudget;
  /** The owner's mail server and push endpoints: never the server's own network, unless the operator allows it. */
  outbound: OutboundAddresses;
  /** The site's public origin, read when a link is written: e-mails, feeds, published files. */
  siteAddress: SiteAddress;
}

/**
 * What a resource module gives the composition root: its routers, and the background work it
 * starts once everything is built and stops when the gateway closes (in the reverse order of the list).
 */
/** A router as the app mounts it, whatever state its routes read (the owner's routes read OwnerState). */
export interface MountedRouter {
  routes(): Middleware<never, never>;
  allowedMethods(): Middleware<never, never>;
  /** Its routes, as tests enumerate them. */
  readonly stack: Layer[];
  readonly opts: RouterOptions;
}

/** Stops background work a module started (a timer, a sweep); before the module's close. */
export type Stop = () => void;

export interface Module {
  routers?: readonly MountedRouter[];
  /** Starts the module's background work; what it answers, the gateway calls when it closes. */
  start?: () => void | Stop | Promise<void> | Promise<Stop>;
  close?: () => void | Promise<void>;
  /** The module's public parts: what the modules built after it, the tests and the commands use. */
  [publicPart: string]: unknown;
}

/**
 * The modules built so far, by name, and the next one's builder: each is built from the kernel
 * and the modules before it (a module's builder names, as its parameter's fields, the modules it
 * uses), in the order they are added.
 */
export class ModuleList<Settings extends object, Built extends Record<string, object>> {
  private readonly kernel: Kernel<Settings>;
  readonly built: Built;

  constructor(kernel: Kernel<Settings>, built: Built) {
    this.kernel = kernel;
    this.built = built;
  }

  add<Name extends string, Part extends object>(
    name: Name,
    build: (kernel: Kernel<Settings>, before: Built) => Part,
  ): ModuleList<Settings, Built & Record<Name, Part>> {
    const part = build(this.kernel, this.built);
    return new ModuleList(this.kernel, { ...this.built, [name]: part } as Built & Record<Name, Part>);
  }
}
