import { describe, expect, it } from 'vitest';
import { vapidSubject } from './vapid-subject.ts';

describe('the VAPID subject push services can reach the site by', () => {
  it("is the owner's notification address when e-mail is set up", () => {
    expect(vapidSubject('owner@brightside.example', 'https://brightside.example')).toBe(
      'mailto:owner@brightside.example',
    );
  });

  it('is the site itself when it is https, else an address at its host', () => {
    expect(vapidSubject(undefined, 'https://brightside.example/')).toBe('https://brightside.example');
    expect(vapidSubject(undefined, 'http://painter.local:8080')).toBe('mailto:owner@painter.local');
  });
});
