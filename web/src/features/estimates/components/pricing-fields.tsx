import { FieldGroup } from '@/components/ui/field-group.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { type AdjustmentKind, adjustmentPath, TAX_PATH } from '../editor-values.ts';
import type { EditorContext } from './editor-context.ts';

const KINDS = (what: string) =>
  [
    { value: 'none', label: `No ${what}` },
    { value: 'amount', label: 'An amount' },
    { value: 'percent', label: 'A percent' },
  ] as const;

type AdjustmentFieldsProps = {
  context: EditorContext;
  name: 'discount' | 'deposit';
  legend: string;
  kind: AdjustmentKind;
  text: string;
  hint: { amount: string; percent: string };
};

/** A discount or a deposit: none, an amount, or a percent, and its box. */
function AdjustmentFields({ context, name, legend, kind, text, hint }: AdjustmentFieldsProps) {
  const { editor } = context;
  const kindName = name === 'discount' ? 'discountKind' : 'depositKind';
  const path = adjustmentPath(name, kind);
  return (
    <>
      <RadioGroup
        legend={legend}
        name={kindName}
        options={KINDS(name)}
        value={kind}
        onChange={(value) => editor.setField(kindName, value, path)}
      />
      {kind !== 'none' && (
        <TextField
          label={kind === 'amount' ? `${legend}, amount` : `${legend}, percent`}
          name={path}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          hint={hint[kind]}
          error={editor.messages[path]}
          onChange={(event) => editor.setField(name, event.target.value, path)}
        />
      )}
    </>
  );
}

/** What applies to every option: a discount, the tax rate on the taxable lines, the deposit asked for. */
export function PricingFields({ context }: { context: EditorContext }) {
  const { editor } = context;
  const { values } = editor;
  return (
    <FieldGroup
      legend="Discount, tax and deposit"
      lead="The same for every option; the totals below follow as you type."
    >
      <AdjustmentFields
        context={context}
        name="discount"
        legend="Discount"
        kind={values.discountKind}
        text={values.discount}
        hint={{ amount: 'Taken off the subtotal, such as 150.', percent: 'Of the subtotal, such as 10.' }}
      />
      <TextField
        label="Tax rate (%)"
        name={TAX_PATH}
        value={values.tax}
        inputMode="decimal"
        autoComplete="off"
        hint="On the taxable lines, after the discount, such as 8.875. Leave empty for none."
        error={editor.messages[TAX_PATH]}
        onChange={(event) => editor.setField('tax', event.target.value, TAX_PATH)}
      />
      <AdjustmentFields
        context={context}
        name="deposit"
        legend="Deposit"
        kind={values.depositKind}
        text={values.deposit}
        hint={{ amount: 'Due on accepting, such as 500.', percent: 'Of the total, such as 50.' }}
      />
    </FieldGroup>
  );
}
