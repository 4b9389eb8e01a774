/**
 * Words in a user agent that name a crawler, a link previewer or a script rather than a person's
 * browser. Matched case-insensitively anywhere in the user agent ("bot" apart: see BOT below).
 */
export const CRAWLER_USER_AGENT_WORDS = [
  'crawl',
  'spider',
  'slurp',
  'facebookexternalhit',
  'mediapartners',
  'google-inspectiontool',
  'lighthouse',
  'pagespeed',
  'preview',
  'curl',
  'wget',
  'python-requests',
  'python-urllib',
  'go-http-client',
  'okhttp',
  'java/',
  'node-fetch',
  'axios',
  'httpclient',
  'scrapy',
] as const;

/** Words that name a browser driven by a program (tests, scrapers, prerenderers). */
export const HEADLESS_USER_AGENT_WORDS = [
  'headlesschrome',
  'phantomjs',
  'puppeteer',
  'playwright',
  'electron',
  'selenium',
  'webdriver',
  'jsdom',
] as const;

/** "bot" names most crawlers (Googlebot, bingbot, AhrefsBot), but Cubot is a phone maker's name. */
const BOT = '(?<!cu)bot';

const ROBOT = new RegExp(
  [
    BOT,
    ...[...CRAWLER_USER_AGENT_WORDS, ...HEADLESS_USER_AGENT_WORDS].map((word) =>
      word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    ),
  ].join('|'),
  'i',
);

/** A crawler, a headless browser, or no user agent at all: not a visitor to count. */
export function isRobot(userAgent: string): boolean {
  return userAgent.trim() === '' || ROBOT.test(userAgent);
}
