import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { businessMessages, tidyBusinessDetails } from '@painting-site/gateway/contract/business-rules';
import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveBusinessDetails } from '../api/save-business-details.ts';
import {
  type BusinessFormValues,
  type DayRow,
  nextRowKey,
  type PlaceRow,
  type SocialRow,
  toDetails,
  toFormValues,
} from '../business-form-values.ts';

export const DETAILS_SAVED_MESSAGE =
  'Business details saved. The website shows them from the next page a visitor opens.';

type ListName = 'serviceArea' | 'social';
type RowOf<List extends ListName> = BusinessFormValues[List][number];

function withoutMessagesUnder(messages: FormMessages<string>, prefix: string): FormMessages<string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
  );
}

const NEW_ROWS: { [List in ListName]: () => RowOf<List> } = {
  serviceArea: (): PlaceRow => ({ key: nextRowKey(), place: '' }),
  social: (): SocialRow => ({ key: nextRowKey(), network: 'facebook', url: 'https://' }),
};

/**
 * The business details form: the values (lists as rows), messages keyed like the gateway's
 * ("hours.0.closes"), saving. Every input is named by its path, so a message and the focus can
 * find it. What was typed stays whatever the gateway answers.
 */
export function useBusinessForm(initial: BusinessDetails, onSaved: (details: BusinessDetails) => void) {
  // Set before a render that should move focus: an input's name, or "invalid" for the first field with a message.
  const focusNext = useRef<string | null>(null);
  const form = useFormSubmission({
    initialValues: () => toFormValues(initial),
    validate: (values) => businessMessages(tidyBusinessDetails(toDetails(values))),
    send: (values) => saveBusinessDetails(tidyBusinessDetails(toDetails(values))),
    // Every message the gateway has, keyed by the path of its input.
    pickMessages: (fields) => fields,
    focusInvalid: () => {
      focusNext.current = 'invalid';
    },
    onSuccess: (saved) => {
      form.setValues(toFormValues(saved));
      onSaved(saved);
      notify.success(DETAILS_SAVED_MESSAGE);
    },
  });
  const { values, setValues, setMessages, clearMessage, formRef } = form;

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const selector = target === 'invalid' ? '[aria-invalid="true"]' : `[name="${target}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  function setAddress<Part extends keyof BusinessFormValues['address']>(
    part: Part,
    value: BusinessFormValues['address'][Part],
  ) {
    setValues((current) => ({ ...current, address: { ...current.address, [part]: value } }));
    clearMessage(`address.${part}`);
  }

  /** What an address text field needs, as `textField` gives it for the other fields. */
  function addressField(part: 'street' | 'city' | 'region' | 'postalCode') {
    return {
      name: `address.${part}`,
      value: values.address[part],
      error: form.messages[`address.${part}`],
      onChange: (event: { target: { value: string } }) => setAddress(part, event.target.value),
    };
  }

  /**
   * Changes one day's hours. Showing or hiding a day moves the others' places among the days
   * sent, so messages about any day would point at the wrong one: all of them go.
   */
  function setDay(day: DayRow['day'], changes: Partial<Omit<DayRow, 'day'>>, clears: string) {
    setValues((current) => ({
      ...current,
      hours: current.hours.map((row) => (row.day === day ? { ...row, ...changes } : row)),
    }));
    if (changes.state === undefined) clearMessage(clears);
    else setMessages((current) => withoutMessagesUnder(current, 'hours'));
  }

  /** Changes one row of a list; `path` is the message it clears ("social.2.url"). */
  function setRow<List extends ListName>(list: List, key: number, changes: Partial<RowOf<List>>, path: string) {
    setValues((current) => ({
      ...current,
      [list]: (current[list] as RowOf<List>[]).map((row) => (row.key === key ? { ...row, ...changes } : row)),
    }));
    clearMessage(path);
  }

  /** Adds an empty row at the end and puts the cursor in it. */
  function addRow(list: ListName, firstInputOf: (index: number) => string) {
    focusNext.current = firstInputOf(values[list].length);
    setValues((current) => ({ ...current, [list]: [...current[list], NEW_ROWS[list]()] }));
    // The rows' indexes move, so messages about them would point at the wrong row.
    setMessages((current) => withoutMessagesUnder(current, list));
  }

  function removeRow(list: ListName, key: number, focusAfter: string) {
    focusNext.current = focusAfter;
    setValues((current) => ({
      ...current,
      [list]: (current[list] as { key: number }[]).filter((row) => row.key !== key),
    }));
    setMessages((current) => withoutMessagesUnder(current, list));
  }

  const { messages, pending, setField, textField, handleSubmit } = form;
  return {
    values,
    messages,
    pending,
    formRef,
    setField,
    textField,
    setAddress,
    addressField,
    setDay,
    setRow,
    addRow,
    removeRow,
    handleSubmit,
  };
}

export type BusinessForm = ReturnType<typeof useBusinessForm>;
