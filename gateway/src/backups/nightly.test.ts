import { describe, expect, it } from 'vitest';
import { nextNightly } from './nightly.ts';

describe('the nightly backup', () => {
  it('runs at the next BACKUP_HOUR of the server’s local time, never now', () => {
    const evening = new Date(2026, 10, 26, 22, 30).getTime();
    expect(new Date(nextNightly(evening, 3))).toEqual(new Date(2026, 10, 27, 3, 0));
    const early = new Date(2026, 10, 26, 1, 0).getTime();
    expect(new Date(nextNightly(early, 3))).toEqual(new Date(2026, 10, 26, 3, 0));
    const onTheHour = new Date(2026, 10, 26, 3, 0).getTime();
    expect(new Date(nextNightly(onTheHour, 3))).toEqual(new Date(2026, 10, 27, 3, 0));
  });
});
