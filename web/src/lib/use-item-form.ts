import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from './use-form-submission.ts';

type ItemFormOptions<Item extends { id: number }, Input, Values, Field extends string> = {
  /** The item to edit; null adds a new one. */
  item: Item | null;
  /** The form's values for the item, or for a new one. */
  valuesOf: (item: Item | null) => Values;
  /** The fields in the order the form shows them: the first with a message gets focus. */
  fields: readonly Field[];
  /** The contract's rules, checked before sending. */
  validate: (values: Values) => FormMessages<Field>;
  /** The values as they are sent. */
  toInput: (values: Values) => Input;
  create: (input: Input) => Promise<Item>;
  update: (id: number, input: Input) => Promise<Item>;
  /** The toast once it is saved. */
  savedMessage: (saved: Item, created: boolean) => string;
  onSaved: (saved: Item, created: boolean) => void;
};

/**
 * The form of a dialog that adds or edits one item of a list: checked as the gateway would, then
 * created or updated; the dialog closes on success and keeps what was typed on a failure.
 */
export function useItemForm<Item extends { id: number }, Input, Values, Field extends string>(
  options: ItemFormOptions<Item, Input, Values, Field>,
) {
  const { item, toInput, create, update } = options;
  const created = item === null;
  return useFormSubmission({
    initialValues: () => options.valuesOf(item),
    fields: options.fields,
    validate: options.validate,
    send: (values: Values) => (item ? update(item.id, toInput(values)) : create(toInput(values))),
    leavesOnSuccess: true,
    onSuccess: (saved: Item) => {
      notify.success(options.savedMessage(saved, created));
      options.onSaved(saved, created);
    },
  });
}
