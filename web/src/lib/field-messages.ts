import type { FieldErrors } from '@painting-site/gateway/contract/errors';

/** The gateway's messages for the fields a form has; the rest are left out. */
export function pickFieldMessages<Field extends string>(
  fields: FieldErrors,
  names: readonly Field[],
): Partial<Record<Field, string>> {
  const picked: Partial<Record<Field, string>> = {};
  for (const name of names) if (fields[name]) picked[name] = fields[name];
  return picked;
}

/** True when there is at least one message. */
export function hasMessages(messages: Partial<Record<string, string | undefined>>): boolean {
  return Object.values(messages).some((message) => message !== undefined);
}

/**
 * Moves focus to the first field of `fields` (in form order) that has a message; in a group of
 * radio buttons, to the chosen one, where the Tab key would land.
 */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement | null,
  fields: readonly Field[],
  messages: Partial<Record<Field, string | undefined>>,
): void {
  const first = fields.find((field) => messages[field]);
  if (!first) return;
  const target =
    form?.querySelector<HTMLElement>(`[name="${first}"]:checked`) ??
    form?.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}
