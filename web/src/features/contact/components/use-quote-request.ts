import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import {
  checkQuoteField,
  QUOTE_FIELD_ORDER,
  type QuoteField,
  type QuoteFieldMessages,
  type QuoteFormValues,
  quoteRequestMessages,
  REPLY_NEEDED_MESSAGE,
  trimQuoteValues,
} from '@painting-site/gateway/contract/quote-request-rules';
import { PREFERRED_CONTACTS, type PreferredContact } from '@painting-site/gateway/contract/quote-requests';
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SelectOption } from '@/components/ui/select-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError, isGatewayUnreachable } from '@/lib/api-client.ts';
import { hasMessages } from '@/lib/field-messages.ts';
import { readLeadSource } from '@/lib/lead-source.ts';
import { sendSiteEvent } from '@/lib/site-events.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { sendQuoteRequest } from '../api/submit-quote-request.ts';
import { useSubmittedForm } from '../submitted-form.ts';
import { HONEYPOT_NAME } from './honeypot-field.tsx';
import { useFormToken } from './use-form-token.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

export const QUOTE_SENT_MESSAGE = 'Thanks! Your request is on its way.';
const FIX_FIELDS_MESSAGE = 'Some fields need attention.';
const SEND_FAILED_MESSAGE = 'Your request could not be sent. Please try again, or call us.';

type EditableValues = Omit<QuoteFormValues, 'preferredContact'>;

/** A request the gateway has, with the key to book its estimate visit (the receipt's visitToken). */
export type SentQuoteRequest = QuoteFormValues & { visitToken: string };

const EMPTY_VALUES: EditableValues = { name: '', email: '', phone: '', address: '', service: '', details: '' };

/** Until the visitor picks one, the way to reply follows what they gave: email first, else a call. */
function suggestedContact({ email, phone }: EditableValues): PreferredContact {
  if (email.trim() === '' && phone.trim() !== '') return 'phone';
  return 'email';
}

const isPreferredContact = (value: string): value is PreferredContact =>
  (PREFERRED_CONTACTS as readonly string[]).includes(value);

/** A change clears its field's message; email and phone also answer for each other, and for the way to reply. */
function messagesAfterChange(field: string, current: QuoteFieldMessages): QuoteFieldMessages {
  const next: QuoteFieldMessages = { ...current, [field]: undefined };
  if (field === 'email' || field === 'phone') {
    next.preferredContact = undefined;
    if (current.email === REPLY_NEEDED_MESSAGE) next.email = undefined;
    if (current.phone === REPLY_NEEDED_MESSAGE) next.phone = undefined;
  }
  return next;
}

/**
 * The fields holding something other than the form's state: what was typed or picked before the
 * page's script ran. An empty field says nothing (the service list may not be in yet).
 */
function typedBeforeHydration(fields: HTMLFormControlsCollection, values: EditableValues): Partial<EditableValues> {
  const typed: Partial<EditableValues> = {};
  for (const name of Object.keys(EMPTY_VALUES) as (keyof EditableValues)[]) {
    const field = fields.namedItem(name);
    const isControl =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (isControl && field.value !== '' && field.value !== values[name]) typed[name] = field.value;
  }
  return typed;
}

/**
 * The quote form's state and its rules: what the visitor typed (never lost on a failure), the
 * messages beside the fields, sending with the form token, and what was sent once it is in.
 */
export function useQuoteRequest(serviceOptions: readonly SelectOption[]) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Sent once already, without the app: the page came back with the visitor's words and the messages.
  const submitted = useSubmittedForm();
  const [chosenContact, setChosenContact] = useState<PreferredContact | null>(
    submitted?.values.preferredContact ?? null,
  );
  const [triedToSend, setTriedToSend] = useState(submitted !== null);
  const [triedAgain, setTriedAgain] = useState(false);
  /** What was sent, once the gateway has it. */
  const [sent, setSent] = useState<SentQuoteRequest | null>(null);
  /** The last try found no one to send to (no connection, or the gateway down): it can be sent later. */
  const [unreachable, setUnreachable] = useState(false);
  /** The photos that could not go with the sent request (failed, or refused on picking). */
  const [photosLeftOut, setPhotosLeftOut] = useState<readonly string[]>([]);
  const tokens = useFormToken();
  const photos = usePhotoUploads(tokens);
  /** `form-started` has been reported (issue 31's visitor counts): once per visit to the page. */
  const reportedStart = useRef(false);

  function reportStarted() {
    if (reportedStart.current) return;
    reportedStart.current = true;
    sendSiteEvent('form-started', pathname);
  }

  /** What the form says, with the choices the visitor has not made yet filled in. */
  function withChoices(values: EditableValues): QuoteFormValues {
    const knownService = serviceOptions.some((option) => option.value === values.service);
    // A service named in a link that is not (or no longer) offered counts as "Not sure yet".
    const service = knownService || serviceOptions.length === 0 ? values.service : '';
    return { ...values, service, preferredContact: chosenContact ?? suggestedContact(values) };
  }

  const form = useFormSubmission({
    // A visitor's page, not the dashboard's: leaving it is not the owner losing their edits.
    asksBeforeLeaving: false,
    initialValues: (): EditableValues => {
      if (submitted) {
        const { preferredContact: _chosen, ...typed } = submitted.values;
        return typed;
      }
      // "Get a quote for …" on the services page names the service in the address.
      return { ...EMPTY_VALUES, service: searchParams.get('service') ?? '' };
    },
    initialMessages: submitted?.messages,
    initialFormError: submitted?.formError,
    fields: QUOTE_FIELD_ORDER,
    messagesAfterChange,
    validate: (values) => quoteRequestMessages(trimQuoteValues(withChoices(values))),
    send: async (values) => {
      const request = trimQuoteValues(withChoices(values));
      // Photos still on their way are waited for; the failed ones never hold the request back.
      const { ids, leftOut } = await photos.settle();
      const receipt = await sendQuoteRequest(
        { ...request, website: '', photos: ids, source: readLeadSource() },
        tokens,
      );
      return { request: { ...request, visitToken: receipt.visitToken }, leftOut };
    },
    onSuccess: ({ request, leftOut }) => {
      sendSiteEvent('form-sent', pathname);
      notify.success(QUOTE_SENT_MESSAGE);
      setSent(request);
      setPhotosLeftOut(leftOut);
      photos.reset();
      // A second request gets a token of its own.
      void tokens.renew();
    },
    onFailure: (error, fieldMessages) => {
      const photosProblem = error instanceof ApiError ? error.fields.photos : undefined;
      if (photosProblem) {
        // Said at the photos; everything typed stays, and the visitor can change the photos and send again.
        photos.setProblem(photosProblem);
        form.formRef.current?.querySelector<HTMLElement>('input[type="file"]')?.focus();
      }
      if (isGatewayUnreachable(error)) {
        // Nothing to fix: the form says so in its own words, and the visitor sends it again later.
        setUnreachable(true);
        focusSendButton();
      } else if (!(error instanceof ApiError)) {
        form.setFormError(SEND_FAILED_MESSAGE);
      } else if (hasMessages(fieldMessages) || photosProblem) {
        form.setFormError(error.message || FIX_FIELDS_MESSAGE);
      } else {
        // too_fast says to check and send again; the rest say what to do instead.
        form.setFormError(error.message);
        if (error.code === ERROR_CODES.tooFast) focusSendButton();
        // The gateway has this form's request already (its answer was lost): sending again is another request.
        if (error.code === ERROR_CODES.formSpent) {
          void tokens.renew();
          focusSendButton();
        }
      }
    },
  });
  const { values, setValues, setMessages } = form;
  const formValues = withChoices(values);

  // A published page shows the form before its script has run: what the visitor typed or picked
  // meanwhile is in the fields (hydration leaves it there), and becomes the form's state here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form comes alive.
  useEffect(() => {
    const fields = form.formRef.current?.elements;
    if (!fields) return;
    const typed = typedBeforeHydration(fields, values);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Typed in before the app ran, or sent without it and back with messages: the form was started.
    if (submitted || Object.keys(typed).length > 0) reportStarted();
    const contact = fields.namedItem('preferredContact');
    const picked = contact instanceof RadioNodeList ? contact.value : '';
    if (isPreferredContact(picked) && picked !== formValues.preferredContact) setChosenContact(picked);
  }, []);

  /** Focus waits on the send button, enabled again, for a keyboard user to check and press it. */
  function focusSendButton() {
    form.formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as QuoteField;
    // Someone tabbing through an empty form hears nothing until they try to send it.
    if (!triedToSend && event.target.value.trim() === '') return;
    const message = checkQuoteField(field, formValues);
    // "Email or phone" is only said on sending: the other one may be typed next.
    if (!triedToSend && message === REPLY_NEEDED_MESSAGE) return;
    setMessages((current) => ({ ...current, [field]: message }));
  }

  /** The first thing put into the form (not focus alone, not the spam trap) starts it. */
  function handleInput(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).name !== HONEYPOT_NAME) reportStarted();
  }

  function choosePreferredContact(contact: PreferredContact) {
    setChosenContact(contact);
    setMessages((current) => ({ ...current, preferredContact: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setTriedToSend(true);
    setTriedAgain(true);
    setUnreachable(false);
    return form.handleSubmit(event);
  }

  function startAnother() {
    // The visitor's contact details stay; the job is a new one.
    setValues((current) => ({ ...current, service: '', details: '' }));
    setMessages({});
    form.setFormError(null);
    setTriedToSend(false);
    setSent(null);
    setPhotosLeftOut([]);
  }

  return {
    /** A typed field's name, value, message and change (the form's binder). */
    textField: form.textField,
    service: formValues.service,
    preferredContact: formValues.preferredContact,
    errors: form.messages,
    formError: form.formError,
    unreachable,
    pending: form.pending,
    sent,
    photos,
    photosLeftOut,
    formRef: form.formRef,
    handleBlur,
    handleInput,
    choosePreferredContact,
    handleSubmit,
    startAnother,
    /** The page was rendered around this form as the browser sent it, and nothing was sent since. */
    checkedByServer: submitted !== null && !triedAgain,
  };
}
