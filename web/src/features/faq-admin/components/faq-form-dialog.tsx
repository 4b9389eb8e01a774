import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  type FaqEntry,
  type FaqEntryInput,
} from '@painting-site/gateway/contract/faq';
import { FAQ_FIELDS, faqMessages, tidyFaqEntry } from '@painting-site/gateway/contract/faq-rules';
import { useRef } from 'react';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useItemForm } from '@/lib/use-item-form.ts';
import { faqApi } from '../api/faq-api.ts';

const valuesOf = (entry: FaqEntry | null): FaqEntryInput => ({
  question: entry?.question ?? '',
  answer: entry?.answer ?? '',
});

type FaqFormDialogProps = {
  /** The question to edit; null adds a new one. */
  entry: FaqEntry | null;
  onSaved: (entry: FaqEntry, created: boolean) => void;
  onClose: () => void;
};

/** Adds or edits a question and its answer, checked as the gateway would; nothing typed is lost on a failure. */
export function FaqFormDialog({ entry, onSaved, onClose }: FaqFormDialogProps) {
  const questionRef = useRef<HTMLInputElement>(null);
  const form = useItemForm({
    item: entry,
    valuesOf,
    fields: FAQ_FIELDS,
    validate: faqMessages,
    toInput: tidyFaqEntry,
    create: faqApi.create,
    update: faqApi.update,
    savedMessage: (_saved, created) => (created ? 'Question added to the FAQ.' : 'Question saved.'),
    onSaved,
  });

  return (
    <ItemFormDialog
      title={entry ? 'Edit the question' : 'Add a question'}
      form={form}
      submitLabel={entry ? 'Save question' : 'Add question'}
      initialFocusRef={questionRef}
      onClose={onClose}
    >
      <TextField
        ref={questionRef}
        label="Question"
        {...form.textField('question')}
        hint={`As a customer would ask it; up to ${FAQ_QUESTION_MAX_LENGTH} characters.`}
      />
      <TextAreaField
        label="Answer"
        {...form.textField('answer')}
        hint={`Each line is a paragraph; up to ${FAQ_ANSWER_MAX_LENGTH} characters.`}
      />
    </ItemFormDialog>
  );
}
