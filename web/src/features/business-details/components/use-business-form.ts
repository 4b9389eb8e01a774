import { type FormEvent, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import type { BusinessDetails } from '../api/get-business-details.ts';
import { saveBusinessDetails } from '../api/save-business-details.ts';
import {
  type BusinessFormValues,
  type HoursRow,
  nextRowKey,
  type PlaceRow,
  type SocialRow,
  toDetails,
  toFormValues,
} from '../business-form-values.ts';
import { type BusinessMessages, trimDetails, validateBusinessDetails } from '../business-rules.ts';

export const DETAILS_SAVED_MESSAGE =
  'Business details saved. The website shows them from the next page a visitor opens.';

type ListName = 'serviceArea' | 'hours' | 'social';
type RowOf<List extends ListName> = BusinessFormValues[List][number];

function withoutMessagesUnder(messages: BusinessMessages, prefix: string): BusinessMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
  );
}

const NEW_ROWS: { [List in ListName]: () => RowOf<List> } = {
  serviceArea: (): PlaceRow => ({ key: nextRowKey(), place: '' }),
  hours: (): HoursRow => ({ key: nextRowKey(), days: '', hours: '' }),
  social: (): SocialRow => ({ key: nextRowKey(), network: 'facebook', url: 'https://' }),
};

/**
 * The business details form: the values (lists as rows), messages keyed like the gateway's
 * ("hours.0.days"), saving. Every input is named by its path, so a message and the focus can
 * find it. What was typed stays whatever the gateway answers.
 */
export function useBusinessForm(initial: BusinessDetails, onSaved: (details: BusinessDetails) => void) {
  const [values, setValues] = useState(() => toFormValues(initial));
  const [messages, setMessages] = useState<BusinessMessages>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Set before a render that should move focus: an input's name, or "invalid" for the first field with a message.
  const focusNext = useRef<string | null>(null);
  const errorToast = useApiErrorToast();

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const selector = target === 'invalid' ? '[aria-invalid="true"]' : `[name="${target}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  function clearMessage(path: string) {
    setMessages((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /** Changes one top-level text field ("name", "phone", "foundedYear", …). */
  function setField(field: 'name' | 'tagline' | 'phone' | 'email' | 'licence' | 'foundedYear', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearMessage(field);
  }

  function setAddress(part: keyof BusinessFormValues['address'], value: string) {
    setValues((current) => ({ ...current, address: { ...current.address, [part]: value } }));
    clearMessage(`address.${part}`);
  }

  /** Changes one row of a list; `path` is the message it clears ("hours.2.days"). */
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const details = trimDetails(toDetails(values));
    const found = validateBusinessDetails(details);
    setMessages(found);
    if (Object.keys(found).length > 0) {
      focusNext.current = 'invalid';
      return;
    }
    setPending(true);
    try {
      const saved = await saveBusinessDetails(details);
      errorToast.clear();
      setValues(toFormValues(saved));
      onSaved(saved);
      notify.success(DETAILS_SAVED_MESSAGE);
    } catch (error) {
      errorToast.show(error);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setMessages(error.fields);
        focusNext.current = 'invalid';
      }
    } finally {
      setPending(false);
    }
  }

  return { values, messages, pending, formRef, setField, setAddress, setRow, addRow, removeRow, handleSubmit };
}

export type BusinessForm = ReturnType<typeof useBusinessForm>;
