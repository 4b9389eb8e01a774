import { describe, expect, it, vi } from 'vitest';
import type { MailTestResult } from '../../contract/mail.ts';
import type { OutgoingMail } from './mail-sender.ts';
import { createRetryingDelivery } from './retrying-delivery.ts';

const MAIL: OutgoingMail = {
  to: 'maria@example.com',
  subject: 'Your estimate visit',
  text: 'Tomorrow at 9.',
  html: '<p>Tomorrow at 9.</p>',
};
const refused = (): MailTestResult => ({ ok: false, message: 'Refused', at: '2026-12-01T09:00:00.000Z' });
const taken = (): MailTestResult => ({ ok: true, message: 'Sent', at: '2026-12-01T09:00:00.000Z' });

/** A mail server answering with the given outcomes in turn. */
function senderAnswering(...answers: (() => MailTestResult)[]) {
  const send = vi.fn(async (_mail: OutgoingMail) => (answers.shift() ?? refused)());
  return { configured: true, customerFrom: () => 'Brightside <hello@example.com>', send };
}

describe('createRetryingDelivery', () => {
  it('tries again after each delay until one goes, telling each try', async () => {
    const sender = senderAnswering(refused, taken);
    const onTry = vi.fn();
    const result = await createRetryingDelivery({ sender, retryDelaysMs: [0, 5, 5] }).send(MAIL, onTry);
    expect(result.ok).toBe(true);
    expect(sender.send).toHaveBeenCalledTimes(2);
    expect(onTry.mock.calls.map(([outcome, retry, mail]) => [outcome.ok, retry, mail.to])).toEqual([
      [false, { tries: 1, again: true }, MAIL.to],
      [true, { tries: 2, again: false }, MAIL.to],
    ]);
  });

  it('stops after the last delay, the last outcome failed', async () => {
    const sender = senderAnswering();
    const onTry = vi.fn();
    const result = await createRetryingDelivery({ sender, retryDelaysMs: [0, 5] }).send(MAIL, onTry);
    expect(result).toMatchObject({ ok: false, message: 'Refused' });
    expect(onTry.mock.calls.at(-1)?.[1]).toEqual({ tries: 2, again: false });
  });

  it('asks for an e-mail given as a function before each try, and ends the tries once none is due', async () => {
    const sender = senderAnswering();
    const due = vi.fn<() => OutgoingMail | undefined>().mockReturnValueOnce(MAIL).mockReturnValueOnce(undefined);
    const result = await createRetryingDelivery({ sender, retryDelaysMs: [0, 5, 5] }).send(due);
    expect(due).toHaveBeenCalledTimes(2);
    expect(sender.send).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ ok: false, message: 'Refused' });
  });

  it('tries nothing when the e-mail is not due at all', async () => {
    const sender = senderAnswering();
    const result = await createRetryingDelivery({ sender }).send(() => undefined);
    expect(sender.send).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, message: 'Not sent: it was not due any more.' });
  });

  it('ends the waits at a stop, which waits for the sends under way', async () => {
    const sender = senderAnswering();
    const delivery = createRetryingDelivery({ sender, retryDelaysMs: [0, 60_000] });
    const onTry = vi.fn();
    const sending = delivery.send(MAIL, onTry);
    await delivery.close();
    await expect(sending).resolves.toMatchObject({ ok: false });
    expect(sender.send).toHaveBeenCalledOnce();
    expect(onTry.mock.calls[0]?.[1]).toEqual({ tries: 1, again: false });
    expect(delivery.ready()).toBe(false);
  });
});
