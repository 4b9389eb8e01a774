import type { VisitAvailability, Weekday } from '@painting-site/gateway/contract/estimate-visits';
import { useEffect, useRef } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveAvailability } from '../api/save-availability.ts';
import {
  type AvailabilityFormValues,
  type BlockedRow,
  checkAvailability,
  type HoursRow,
  inWeekdayOrder,
  NEW_HOURS,
  nextRowKey,
  toAvailability,
  toFormValues,
} from '../availability-form-values.ts';

export const AVAILABILITY_SAVED_MESSAGE = 'Visit hours saved. Customers are offered the new times from now on.';

type ListName = 'hours' | 'blocked';

function withoutMessagesUnder(messages: FormMessages<string>, prefix: string): FormMessages<string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
  );
}

/**
 * The availability form: the values (lists as rows), messages keyed like the gateway's
 * ("hours.3.end"), saving. Every input is named by its path, so a message and the focus find it.
 */
export function useAvailabilityForm(initial: VisitAvailability, onSaved: (saved: VisitAvailability) => void) {
  // Set before a render that should move focus: an input's name, or "invalid" for the first field with a message.
  const focusNext = useRef<string | null>(null);
  const form = useFormSubmission({
    initialValues: () => toFormValues(initial),
    validate: checkAvailability,
    send: (values) => saveAvailability(toAvailability(values)),
    // Every message the gateway has, keyed by the path of its input.
    pickMessages: (fields) => fields,
    focusInvalid: () => {
      focusNext.current = 'invalid';
    },
    onSuccess: (saved) => {
      form.setValues(toFormValues(saved));
      onSaved(saved);
      notify.success(AVAILABILITY_SAVED_MESSAGE);
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

  /** Changes one row of a list; `path` is the message it clears ("blocked.2.to"). */
  function setRow<Row extends HoursRow | BlockedRow>(list: ListName, key: number, changes: Partial<Row>, path: string) {
    setValues((current) => ({
      ...current,
      [list]: (current[list] as Row[]).map((row) => (row.key === key ? { ...row, ...changes } : row)),
    }));
    clearMessage(path);
  }

  /** A row of hours after the day's last one; the cursor goes to its start. */
  function addHours(day: Weekday) {
    const row: HoursRow = { key: nextRowKey(), day, ...NEW_HOURS };
    focusNext.current = `hours.${inWeekdayOrder([...values.hours, row]).indexOf(row)}.start`;
    setValues((current) => ({ ...current, hours: inWeekdayOrder([...current.hours, row]) }));
    // The rows' indexes move, so messages about them would point at the wrong row.
    setMessages((current) => withoutMessagesUnder(current, 'hours'));
  }

  function addBlocked() {
    focusNext.current = `blocked.${values.blocked.length}.from`;
    const row: BlockedRow = { key: nextRowKey(), from: '', to: '', note: '' };
    setValues((current) => ({ ...current, blocked: [...current.blocked, row] }));
    setMessages((current) => withoutMessagesUnder(current, 'blocked'));
  }

  /** Removes a row; focus goes to `focusAfter` (the day's Add button, or the list's). */
  function removeRow(list: ListName, key: number, focusAfter: string) {
    focusNext.current = focusAfter;
    setValues((current) => ({
      ...current,
      [list]: (current[list] as { key: number }[]).filter((row) => row.key !== key),
    }));
    setMessages((current) => withoutMessagesUnder(current, list));
  }

  const { messages, pending, setField, textField, checkboxField, handleSubmit } = form;
  return {
    values,
    messages: messages as FormMessages<string>,
    pending,
    formRef,
    setField,
    textField,
    checkboxField,
    setRow,
    addHours,
    addBlocked,
    removeRow,
    handleSubmit,
  };
}

export type AvailabilityForm = ReturnType<typeof useAvailabilityForm>;
export type { AvailabilityFormValues };
