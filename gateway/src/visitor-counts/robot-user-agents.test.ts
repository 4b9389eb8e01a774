import { describe, expect, it } from 'vitest';
import { deviceClass } from './device-class.ts';
import { isRobot } from './robot-user-agents.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
/** A phone whose maker's name ends in "bot". */
const CUBOT_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('isRobot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mediapartners-Google',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Go-http-client/2.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) my-app/1.0.0 Chrome/128.0 Electron/32.0.0 Safari/537.36',
    '',
    '   ',
  ])('takes %j for a robot', (userAgent) => {
    expect(isRobot(userAgent)).toBe(true);
  });

  it.each([SAFARI_IPHONE, CHROME_ANDROID, CUBOT_ANDROID, SAFARI_IPAD, FIREFOX_MAC, EDGE_WINDOWS])(
    'counts %s',
    (userAgent) => {
      expect(isRobot(userAgent)).toBe(false);
    },
  );
});

describe('deviceClass', () => {
  it.each([SAFARI_IPHONE, CHROME_ANDROID, SAFARI_IPAD])('puts %s with the phones', (userAgent) => {
    expect(deviceClass(userAgent)).toBe('phone');
  });

  it.each([FIREFOX_MAC, EDGE_WINDOWS])('puts %s with the computers', (userAgent) => {
    expect(deviceClass(userAgent)).toBe('desktop');
  });
});
