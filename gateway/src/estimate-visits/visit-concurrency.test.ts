import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_MESSAGES, type VisitConflict, type VisitWindows } from '../../contract/estimate-visits.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { addRequest, OPEN_AVAILABILITY, send, visitRows } from '../testing/visit-fixture.ts';

const CUSTOMERS = 20;

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp({ trustProxy: true });
  gateway.modules.visits.availability.set(OPEN_AVAILABILITY);
});
afterAll(async () => {
  await gateway.close();
});

describe('customers booking the same window at the same time', () => {
  it(`gives it to exactly one of ${CUSTOMERS}; each other is told in words and shown the next windows without it`, async () => {
    const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
    // The second window: the first may start within the minute.
    const start = windows.days.flatMap((day) => day.windows)[1]?.start ?? '';
    // Each with their own request and key, from their own address, all sent before any answer.
    const customers = Array.from({ length: CUSTOMERS }, () => addRequest(gateway));
    const responses = await Promise.all(
      customers.map(({ token }, index) =>
        send(gateway, '/api/visits', { token, start }, { address: `198.51.100.${index + 1}` }),
      ),
    );
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: await response.json() })),
    );
    const tally = Object.entries(
      answers.reduce<Record<string, number>>((counts, { status, body }) => {
        const key = status === 201 ? '201 booked' : `${status} ${(body as VisitConflict).error.code}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    );
    console.log(`${CUSTOMERS} concurrent bookings of ${start}: ${tally.map(([key, n]) => `${n} × ${key}`).join(', ')}`);

    expect(answers.filter(({ status }) => status === 201)).toHaveLength(1);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toHaveLength(CUSTOMERS - 1);
    for (const { status, body } of refused) {
      expect(status).toBe(409);
      const conflict = body as VisitConflict;
      expect(conflict.error).toEqual({ code: 'window_taken', message: VISIT_MESSAGES.windowTaken });
      const offered = conflict.windows.days.flatMap((day) => day.windows.map((window) => window.start));
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(start);
    }
    expect(visitRows(gateway)).toMatchObject([{ start_at: start, status: 'booked' }]);
  });
});
