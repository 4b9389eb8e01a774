import { type ChangeEvent, type FocusEvent, type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SelectOption } from '@/components/ui/select-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { type PreferredContact, sendQuoteRequest, TOO_FAST_CODE } from '../api/submit-quote-request.ts';
import {
  checkQuoteField,
  pickQuoteFieldMessages,
  QUOTE_FIELD_ORDER,
  type QuoteField,
  type QuoteFieldMessages,
  type QuoteFormValues,
  REPLY_NEEDED_MESSAGE,
  trimQuoteValues,
  validateQuoteRequest,
} from '../quote-request-rules.ts';
import { useFormToken } from './use-form-token.ts';

export const QUOTE_SENT_MESSAGE = 'Thanks! Your request is on its way.';
const FIX_FIELDS_MESSAGE = 'Some fields need attention.';
const SEND_FAILED_MESSAGE = 'Your request could not be sent. Please try again, or call us.';

type EditableValues = Omit<QuoteFormValues, 'preferredContact'>;

const EMPTY_VALUES: EditableValues = { name: '', email: '', phone: '', address: '', service: '', details: '' };

/** Until the visitor picks one, the way to reply follows what they gave: email first, else a call. */
function suggestedContact({ email, phone }: EditableValues): PreferredContact {
  if (email.trim() === '' && phone.trim() !== '') return 'phone';
  return 'email';
}

/**
 * The quote form's state and its rules: what the visitor typed (never lost on a failure), the
 * messages beside the fields, sending with the form token, and what was sent once it is in.
 */
export function useQuoteRequest(serviceOptions: readonly SelectOption[]) {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<EditableValues>(() => ({
    ...EMPTY_VALUES,
    // "Get a quote for …" on the services page names the service in the address.
    service: searchParams.get('service') ?? '',
  }));
  const [chosenContact, setChosenContact] = useState<PreferredContact | null>(null);
  const [errors, setErrors] = useState<QuoteFieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [triedToSend, setTriedToSend] = useState(false);
  /** What was sent, once the gateway has it. */
  const [sent, setSent] = useState<QuoteFormValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const tokens = useFormToken();
  const errorToast = useApiErrorToast();

  const preferredContact = chosenContact ?? suggestedContact(values);
  const knownService = serviceOptions.some((option) => option.value === values.service);
  // A service named in a link that is not (or no longer) offered counts as "Not sure yet".
  const service = knownService || serviceOptions.length === 0 ? values.service : '';
  const formValues: QuoteFormValues = { ...values, service, preferredContact };

  function focusFirstInvalid(messages: QuoteFieldMessages) {
    const first = QUOTE_FIELD_ORDER.find((field) => messages[field]);
    if (!first) return;
    const form = formRef.current;
    const target =
      first === 'preferredContact'
        ? form?.querySelector<HTMLElement>('input[name="preferredContact"]:checked')
        : form?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as keyof EditableValues;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // The messages were about the old value; email and phone also answer for each other.
    setErrors((current) => {
      const next = { ...current, [field]: undefined };
      if (field === 'email' || field === 'phone') {
        next.preferredContact = undefined;
        if (current.email === REPLY_NEEDED_MESSAGE) next.email = undefined;
        if (current.phone === REPLY_NEEDED_MESSAGE) next.phone = undefined;
      }
      return next;
    });
  }

  function handleBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as QuoteField;
    // Someone tabbing through an empty form hears nothing until they try to send it.
    if (!triedToSend && event.target.value.trim() === '') return;
    const message = checkQuoteField(field, formValues);
    // "Email or phone" is only said on sending: the other one may be typed next.
    if (!triedToSend && message === REPLY_NEEDED_MESSAGE) return;
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function choosePreferredContact(contact: PreferredContact) {
    setChosenContact(contact);
    setErrors((current) => ({ ...current, preferredContact: undefined }));
  }

  function showFailure(error: unknown) {
    errorToast.show(error);
    if (!(error instanceof ApiError)) {
      setFormError(SEND_FAILED_MESSAGE);
      return;
    }
    const fieldMessages = pickQuoteFieldMessages(error.fields);
    if (Object.keys(fieldMessages).length > 0) {
      setErrors(fieldMessages);
      setFormError(error.message || FIX_FIELDS_MESSAGE);
      focusFirstInvalid(fieldMessages);
      return;
    }
    // too_fast says to check and send again; the rest say what to do instead.
    setFormError(error.message);
    if (error.code === TOO_FAST_CODE) formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTriedToSend(true);
    setFormError(null);

    const request = trimQuoteValues(formValues);
    const messages = validateQuoteRequest(request);
    setErrors(messages);
    if (Object.keys(messages).length > 0) {
      focusFirstInvalid(messages);
      return;
    }

    setPending(true);
    try {
      await sendQuoteRequest({ ...request, website: '' }, tokens);
      errorToast.clear();
      notify.success(QUOTE_SENT_MESSAGE);
      setSent(request);
      // A second request gets a token of its own.
      void tokens.renew();
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(false);
    }
  }

  function startAnother() {
    // The visitor's contact details stay; the job is a new one.
    setValues((current) => ({ ...current, service: '', details: '' }));
    setErrors({});
    setFormError(null);
    setTriedToSend(false);
    setSent(null);
  }

  return {
    values,
    service,
    preferredContact,
    errors,
    formError,
    pending,
    sent,
    formRef,
    handleChange,
    handleBlur,
    choosePreferredContact,
    handleSubmit,
    startAnother,
  };
}
