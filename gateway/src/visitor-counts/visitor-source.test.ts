import { describe, expect, it } from 'vitest';
import { DIRECT_SOURCE_NAME, UTM_VALUE_MAX_LENGTH } from '../../contract/visitor-counts.ts';
import { referrerHost, visitorSource } from './visitor-source.ts';

const OWN_HOSTS = ['brightside.example', 'localhost:8080'];

describe('visitorSource', () => {
  it('takes the utm_source first, with its medium and campaign, trimmed and cut, whatever the referrer', () => {
    const flyer = {
      utmSource: ' flyer ',
      utmMedium: 'print ',
      utmCampaign: ' spring-2026',
      referrer: 'https://google.com/',
    };
    expect(visitorSource(flyer, OWN_HOSTS)).toEqual({
      kind: 'campaign',
      name: 'flyer',
      medium: 'print',
      campaign: 'spring-2026',
    });
    expect(visitorSource({ utmSource: 'flyer' }, OWN_HOSTS)).toEqual({
      kind: 'campaign',
      name: 'flyer',
      medium: '',
      campaign: '',
    });
    const long = visitorSource(
      { utmSource: 'v'.repeat(500), utmMedium: 'm'.repeat(500), utmCampaign: 'c'.repeat(500) },
      OWN_HOSTS,
    );
    expect([long.name, long.medium, long.campaign].map((value) => value.length)).toEqual(
      Array(3).fill(UTM_VALUE_MAX_LENGTH),
    );
  });

  it('keeps no medium or campaign without a utm_source: they say nothing of where the visit came from', () => {
    expect(
      visitorSource({ utmMedium: 'print', utmCampaign: 'spring', referrer: 'https://google.com/' }, OWN_HOSTS),
    ).toEqual({
      kind: 'referrer',
      name: 'google.com',
      medium: '',
      campaign: '',
    });
  });

  it("takes another site's referrer by its host, lower-case and without www.", () => {
    expect(visitorSource({ referrer: 'https://WWW.Google.com/search?q=painter' }, OWN_HOSTS)).toEqual({
      kind: 'referrer',
      name: 'google.com',
      medium: '',
      campaign: '',
    });
    expect(visitorSource({ utmSource: '   ', referrer: 'https://m.facebook.com/' }, OWN_HOSTS).name).toBe(
      'm.facebook.com',
    );
  });

  it.each([
    ['no referrer', undefined],
    ['an empty referrer', ''],
    ["this site's own address", 'https://www.brightside.example/services'],
    ["the request's own host", 'http://localhost:8080/contact'],
    ['a referrer that is not a web address', 'android-app://com.google.android.gm/'],
    ['text that is no URL', 'not a url'],
  ])('counts %s as direct', (_, referrer) => {
    expect(visitorSource({ referrer }, OWN_HOSTS)).toEqual({
      kind: 'direct',
      name: DIRECT_SOURCE_NAME,
      medium: '',
      campaign: '',
    });
  });
});

describe('referrerHost', () => {
  it('keeps only the host: no path, query, port or credentials', () => {
    expect(referrerHost('https://user:secret@news.example.org:8443/a/b?c=d#e')).toBe('news.example.org');
  });
});
