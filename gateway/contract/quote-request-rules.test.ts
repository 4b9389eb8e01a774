import { describe, expect, it } from 'vitest';
import { type QuoteFormValues, quoteRequestMessages, REPLY_NEEDED_MESSAGE } from './quote-request-rules.ts';

const GOOD: QuoteFormValues = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '',
  address: '97202',
  service: '',
  details: 'Two bedrooms, walls and trim.',
  preferredContact: 'email',
};

const messagesFor = (changes: Partial<QuoteFormValues>) => quoteRequestMessages({ ...GOOD, ...changes });

describe('the quote request rules, as the gateway has them', () => {
  it('takes a complete request', () => {
    expect(quoteRequestMessages(GOOD)).toEqual({});
    expect(messagesFor({ email: '', phone: '+1 (503) 555-0142', preferredContact: 'text' })).toEqual({});
  });

  it.each([
    [{ name: ' A ' }, 'name', 'Enter your name.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Your name can be at most 100 characters.'],
    [{ email: 'ana@example' }, 'email', 'Enter an email address like name@example.com.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'That email address is too long.'],
    [{ phone: '503-CALL-NOW' }, 'phone', 'Enter a phone number using digits.'],
    [{ phone: '555 12' }, 'phone', 'Enter a phone number of 7 to 20 digits.'],
    [{ phone: '1'.repeat(21) }, 'phone', 'Enter a phone number of 7 to 20 digits.'],
    [{ address: '  ab ' }, 'address', 'Enter the street address or ZIP code of the job.'],
    [{ address: 'x'.repeat(201) }, 'address', 'The address can be at most 200 characters.'],
    [{ details: 'Paint it' }, 'details', 'Tell us a little about the project (at least 10 characters).'],
    [{ details: 'x'.repeat(5001) }, 'details', 'Project details can be at most 5000 characters.'],
  ] as const)('refuses %o with a message on %s', (changes, field, message) => {
    expect(messagesFor(changes)).toEqual({ [field]: message });
  });

  it('needs an email address or a phone number, and says so on both', () => {
    expect(messagesFor({ email: '  ', phone: '' })).toEqual({
      email: REPLY_NEEDED_MESSAGE,
      phone: REPLY_NEEDED_MESSAGE,
    });
  });

  it('replies only in a way the visitor gave the means for', () => {
    expect(messagesFor({ email: '', phone: '503 555 0142', preferredContact: 'email' })).toEqual({
      preferredContact: 'Add your email address, or choose phone or text.',
    });
    expect(messagesFor({ preferredContact: 'phone' })).toEqual({
      preferredContact: 'Add your phone number, or choose email.',
    });
  });
});
