import type { FieldErrors } from '@painting-site/gateway/contract/errors';
import { type FormEvent, type SetStateAction, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, isSessionEnded } from './api-client.ts';
import { focusFirstInvalid, hasMessages, pickFieldMessages } from './field-messages.ts';
import { useApiErrorToast } from './notify-api-error.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

/** Field → what is wrong with it; a field with nothing wrong has no entry. */
export type FormMessages<Field extends string> = Partial<Record<Field, string>>;

export type FormSubmissionOptions<Values, Field extends string, Result> = {
  initialValues: Values | (() => Values);
  /** The fields in the order the form shows them: the gateway's messages for them are shown, the first gets focus. */
  fields?: readonly Field[];
  /** The gateway's rules, checked first: any message stops the submit. */
  validate: (values: Values) => FormMessages<Field>;
  send: (values: Values) => Promise<Result>;
  /** Runs once the gateway has taken the values (and the last error toast is gone). */
  onSuccess?: (result: Result) => void;
  /**
   * Runs after the gateway's field messages (if any) are shown and focused. What it shows in the
   * form (`setFormError`, `setMessages`) is the one place the failure is told: no toast repeats it.
   * Returns true when it told the failure somewhere else (the page it went back to).
   */
  onFailure?: (error: unknown, fieldMessages: FormMessages<Field>) => boolean | undefined;
  /** For messages keyed other than by `fields` (paths such as "hours.0.days"). */
  pickMessages?: (fields: FieldErrors) => FormMessages<Field>;
  /** Moves focus to the first field with a message; by default the first of `fields` that has one. */
  focusInvalid?: (messages: FormMessages<Field>) => void;
  /** The form goes away once sent (a dialog closes, a page replaces it): it stays pending until then. */
  leavesOnSuccess?: boolean;
  /**
   * The messages once `field` has changed: by default all but its own, which was about the old
   * value. For fields that answer for each other (a reply needs an email or a phone).
   */
  messagesAfterChange?: (field: Field | string, messages: FormMessages<Field>) => FormMessages<Field>;
  /**
   * Asks before the owner leaves with edits not saved (true by default: every dashboard form).
   * False for forms whose typing is no loss worth a question: signing in, the public quote form.
   */
  asksBeforeLeaving?: boolean;
  /** Messages to start with: a form the server has checked already (the quote form sent without the app). */
  initialMessages?: FormMessages<Field>;
  initialFormError?: string | null;
};

/** The names of the values of a type: what a field of that kind can edit. */
type NameOf<Values, Type> = { [Name in keyof Values]: Values[Name] extends Type ? Name : never }[keyof Values] & string;
/** Text (or one of a few strings): a text field, a text area, a select, a group of radio buttons. */
type TextFieldName<Values> = NameOf<Values, string>;
/** A yes or no: a checkbox. */
type CheckboxName<Values> = NameOf<Values, boolean | undefined>;

/** A change event as a text field, text area or select sends it. */
type ValueChange = { target: { value: string } };

/** The same values, as far as a form can tell: plain data, compared by content. */
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withoutMessage<Field extends string>(messages: FormMessages<Field>, field: string): FormMessages<Field> {
  if (!(field in messages)) return messages;
  const rest = { ...messages };
  delete rest[field as Field];
  return rest;
}

/**
 * One form's submit cycle: the values and the messages beside its fields, checking before sending,
 * sending once at a time, then either success or the failure told in one place: the gateway's
 * field messages with focus on the first, or what `onFailure` shows in the form, or else an
 * error toast.
 */
export function useFormSubmission<Values, Field extends string, Result>(
  options: FormSubmissionOptions<Values, Field, Result>,
) {
  const { fields = [], validate, send, onSuccess, onFailure, leavesOnSuccess = false } = options;
  const { asksBeforeLeaving = true } = options;
  const [values, setValues] = useState(options.initialValues);
  // What the gateway has (as loaded, then as last saved): edits are the difference.
  const [savedValues, setSavedValues] = useState(values);
  const [saves, setSaves] = useState(0);
  /** What to say under the form about a failure no field explains; cleared by the next submit. */
  const [formError, setFormErrorState] = useState<string | null>(options.initialFormError ?? null);
  const [messages, setMessagesState] = useState<FormMessages<Field>>(options.initialMessages ?? {});
  const [pending, setPending] = useState(false);
  // The state only reaches the next render; a second submit before it must still be ignored.
  const sending = useRef(false);
  /** Whether the failure being handled is told in the form already (a field message, or under the form). */
  const toldInForm = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorToast = useApiErrorToast();

  const pickMessages = options.pickMessages ?? ((gatewayFields) => pickFieldMessages(gatewayFields, fields));
  const focusInvalid = options.focusInvalid ?? ((found) => focusFirstInvalid(formRef.current, fields, found));

  function setFormError(message: string | null) {
    if (message !== null) toldInForm.current = true;
    setFormErrorState(message);
  }

  function setMessages(found: SetStateAction<FormMessages<Field>>) {
    // An update from the current messages adds to them: told in the form all the same.
    if (typeof found === 'function' || hasMessages(found)) toldInForm.current = true;
    setMessagesState(found);
  }

  // After a save, the values as onSuccess left them (a form may show the gateway's answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a save has just succeeded.
  useEffect(() => {
    if (saves > 0) setSavedValues(values);
  }, [saves]);
  const unsaved = !(leavesOnSuccess && saves > 0) && !sameValues(values, savedValues);
  useUnsavedChangesGuard(asksBeforeLeaving && unsaved);

  /** Re-enables the form at once, so focus can land on its controls (a disabled button takes none). */
  function endPending() {
    sending.current = false;
    flushSync(() => setPending(false));
  }

  /** The message was about the old value; the next submit checks the new one. */
  function clearMessage(field: string) {
    setMessagesState((current) => withoutMessage(current, field));
  }

  const messagesAfterChange =
    options.messagesAfterChange ?? ((field: string, current: FormMessages<Field>) => withoutMessage(current, field));

  function setField<Name extends keyof Values & string>(field: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [field]: value }));
    setMessagesState((current) => messagesAfterChange(field, current));
  }

  const messageOf = (name: string) => (messages as Partial<Record<string, string>>)[name];

  // The field binders: what each kind of field component takes, bound to one value by its name.
  // The components tie the message (and their hint) to the control for screen readers
  // (aria-invalid, aria-describedby).

  /**
   * A text field, a text area or a select: its name, its value, its message, and a change that
   * clears the message (`<TextField label="…" {...textField('host')} />`).
   */
  function textField<Name extends TextFieldName<Values>>(name: Name) {
    return {
      name,
      value: values[name] as string,
      error: messageOf(name),
      onChange: (event: ValueChange) => setField(name, event.target.value as Values[Name]),
    };
  }

  /** A checkbox: its name, whether it is ticked, and a change (`<CheckboxField label="…" {...checkboxField('featured')} />`). */
  function checkboxField<Name extends CheckboxName<Values>>(name: Name) {
    return {
      name,
      checked: (values[name] as boolean | undefined) ?? false,
      onChange: (event: { target: { checked: boolean } }) => setField(name, event.target.checked as Values[Name]),
    };
  }

  /** A group of radio buttons (RadioGroup): its name, the choice, its message, and a change that takes the choice. */
  function radioGroupField<Name extends TextFieldName<Values>>(name: Name) {
    return {
      name,
      value: values[name] as Values[Name] & string,
      error: messageOf(name),
      onChange: (value: Values[Name] & string) => setField(name, value),
    };
  }

  /** One radio button of a group laid out by hand: checked when the value is `value`, which a click chooses. */
  function radioField<Name extends TextFieldName<Values>>(name: Name, value: Values[Name] & string) {
    return {
      type: 'radio' as const,
      name,
      value,
      checked: values[name] === value,
      onChange: () => setField(name, value),
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFormError(null);
    const found = validate(values);
    setMessages(found);
    if (hasMessages(found)) {
      focusInvalid(found);
      return;
    }

    sending.current = true;
    setPending(true);
    let result: Result;
    try {
      result = await send(values);
    } catch (error) {
      endPending();
      toldInForm.current = false;
      const fieldMessages = error instanceof ApiError ? pickMessages(error.fields) : {};
      if (hasMessages(fieldMessages)) {
        setMessages(fieldMessages);
        focusInvalid(fieldMessages);
      }
      if (onFailure?.(error, fieldMessages) === true) toldInForm.current = true;
      // One error, one place: a toast only when the form does not say it. An ended session is
      // always toasted: the app leaves for the sign-in page, and the form with it.
      if (!toldInForm.current || isSessionEnded(error)) errorToast.show(error);
      else errorToast.clear();
      return;
    }
    errorToast.clear();
    setSaves((count) => count + 1);
    onSuccess?.(result);
    if (!leavesOnSuccess) endPending();
  }

  return {
    values,
    setValues,
    setField,
    textField,
    checkboxField,
    radioGroupField,
    radioField,
    messages,
    setMessages,
    clearMessage,
    formError,
    setFormError,
    pending,
    /** Edits the gateway does not have yet. */
    unsaved,
    formRef,
    handleSubmit,
  };
}
