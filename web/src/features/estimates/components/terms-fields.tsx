import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import { CharacterCount } from '@/components/ui/character-count.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EditorContext } from './editor-context.ts';

/** The words around the prices: notes, terms, until when it holds, and how to pay the deposit. */
export function TermsFields({ context }: { context: EditorContext }) {
  const { editor } = context;
  const { values, messages } = editor;
  return (
    <>
      <FieldGroup legend="Notes and terms">
        <TextAreaField
          label="Notes for the customer"
          name="notes"
          value={values.notes}
          hint="Optional: what you saw on the visit, the colours talked about."
          error={messages.notes}
          onChange={(event) => editor.setField('notes', event.target.value)}
          after={<CharacterCount length={values.notes.length} max={ESTIMATE_LIMITS.notesMaxLength} />}
        />
        <TextAreaField
          label="Terms"
          name="terms"
          value={values.terms}
          hint="Started from your estimate settings; each line is a paragraph."
          error={messages.terms}
          onChange={(event) => editor.setField('terms', event.target.value)}
          after={<CharacterCount length={values.terms.length} max={ESTIMATE_LIMITS.termsMaxLength} />}
        />
        <TextField
          label="Good until"
          type="date"
          name="expiresOn"
          value={values.expiresOn}
          hint={`The last day the customer may accept it; at most ${ESTIMATE_LIMITS.expiryDaysMax} days after it is sent.`}
          error={messages.expiresOn}
          onChange={(event) => editor.setField('expiresOn', event.target.value)}
        />
      </FieldGroup>
      <FieldGroup legend="Paying the deposit">
        <TextAreaField
          label="Payment instructions"
          name="paymentInstructions"
          value={values.paymentInstructions}
          hint="Optional: check, Zelle, bank transfer, and to whom."
          maxLength={ESTIMATE_LIMITS.paymentInstructionsMaxLength}
          error={messages.paymentInstructions}
          onChange={(event) => editor.setField('paymentInstructions', event.target.value)}
        />
        <TextField
          label="Payment link"
          type="url"
          inputMode="url"
          name="paymentLink"
          value={values.paymentLink}
          placeholder="https://"
          hint="Optional: a payment page from your card processor, starting https://."
          maxLength={ESTIMATE_LIMITS.paymentLinkMaxLength}
          error={messages.paymentLink}
          onChange={(event) => editor.setField('paymentLink', event.target.value)}
        />
      </FieldGroup>
    </>
  );
}
