import {
  ESTIMATE_LIMITS,
  ESTIMATE_UNITS,
  type PriceListItem,
  type PriceListItemInput,
} from '@painting-site/gateway/contract/estimates';
import { useId, useRef } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { FieldPair } from '@/components/ui/settings-form.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { FormMessages } from '@/lib/use-form-submission.ts';
import { useItemForm } from '@/lib/use-item-form.ts';
import { priceListApi } from '../api/price-list-api.ts';
import { priceInput, readUnitPrice } from '../estimate-numbers.ts';

const FIELDS = ['name', 'details', 'unit', 'unitPriceCents'] as const;
type Field = (typeof FIELDS)[number];
type Values = { name: string; details: string; unit: string; unitPriceCents: string; taxable: boolean };

export const PRICE_ITEM_MESSAGES = {
  name: 'Name the item.',
  unit: 'Give the item a unit (each, sq ft, hour…).',
} as const;

type PriceItemDialogProps = {
  /** The item to edit; null adds a new one. */
  item: PriceListItem | null;
  locale: string;
  onSaved: (item: PriceListItem, created: boolean) => void;
  onClose: () => void;
};

/** Adds or edits an item of the price list: what a line picked from it starts with. */
export function PriceItemDialog({ item, locale, onSaved, onClose }: PriceItemDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const unitsId = useId();

  const validate = (values: Values): FormMessages<Field> => {
    const messages: FormMessages<Field> = {};
    if (values.name.trim() === '') messages.name = PRICE_ITEM_MESSAGES.name;
    if (values.unit.trim() === '') messages.unit = PRICE_ITEM_MESSAGES.unit;
    const price = readUnitPrice(values.unitPriceCents, locale);
    if (!price.ok) messages.unitPriceCents = price.message;
    return messages;
  };

  const toInput = (values: Values): PriceListItemInput => {
    const price = readUnitPrice(values.unitPriceCents, locale);
    return {
      name: values.name.trim(),
      details: values.details.trim(),
      unit: values.unit.trim(),
      unitPriceCents: price.ok ? price.value : 0,
      taxable: values.taxable,
    };
  };

  const form = useItemForm({
    item,
    valuesOf: (current: PriceListItem | null): Values => ({
      name: current?.name ?? '',
      details: current?.details ?? '',
      unit: current?.unit ?? 'each',
      unitPriceCents: current ? priceInput(current.unitPriceCents, locale) : '',
      taxable: current?.taxable ?? true,
    }),
    fields: FIELDS,
    validate,
    toInput,
    create: priceListApi.create,
    update: priceListApi.update,
    savedMessage: (saved, created) => (created ? `“${saved.name}” added to the price list.` : `“${saved.name}” saved.`),
    onSaved,
  });

  return (
    <ItemFormDialog
      title={item ? 'Edit the item' : 'Add to the price list'}
      form={form}
      submitLabel={item ? 'Save item' : 'Add item'}
      initialFocusRef={nameRef}
      onClose={onClose}
    >
      <TextField
        ref={nameRef}
        label="Item"
        maxLength={ESTIMATE_LIMITS.descriptionMaxLength}
        placeholder="Walls, two coats"
        {...form.textField('name')}
      />
      <TextAreaField
        label="Details"
        hint="Optional: what a line of it says under its name."
        maxLength={ESTIMATE_LIMITS.detailsMaxLength}
        {...form.textField('details')}
      />
      <FieldPair>
        <TextField
          label="Unit"
          list={unitsId}
          maxLength={ESTIMATE_LIMITS.unitMaxLength}
          hint="Pick one or type your own."
          autoComplete="off"
          {...form.textField('unit')}
        />
        <TextField label="Price a unit" inputMode="decimal" autoComplete="off" {...form.textField('unitPriceCents')} />
      </FieldPair>
      <datalist id={unitsId}>
        {ESTIMATE_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <CheckboxField label="Taxable" {...form.checkboxField('taxable')} />
    </ItemFormDialog>
  );
}
