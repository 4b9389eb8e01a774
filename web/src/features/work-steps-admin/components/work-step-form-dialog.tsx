import { tidyWorkStep, WORK_STEP_FIELDS, workStepMessages } from '@painting-site/gateway/contract/work-step-rules';
import {
  WORK_STEP_TEXT_MAX_LENGTH,
  WORK_STEP_TITLE_MAX_LENGTH,
  type WorkStep,
  type WorkStepInput,
} from '@painting-site/gateway/contract/work-steps';
import { useRef } from 'react';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useItemForm } from '@/lib/use-item-form.ts';
import { workStepsApi } from '../api/work-steps-api.ts';

const valuesOf = (step: WorkStep | null): WorkStepInput => ({ title: step?.title ?? '', text: step?.text ?? '' });

type WorkStepFormDialogProps = {
  /** The step to edit; null adds a new one. */
  step: WorkStep | null;
  onSaved: (step: WorkStep, created: boolean) => void;
  onClose: () => void;
};

/** Adds or edits a step, with the gateway's rules checked as the owner goes; nothing typed is lost on a failure. */
export function WorkStepFormDialog({ step, onSaved, onClose }: WorkStepFormDialogProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useItemForm({
    item: step,
    valuesOf,
    fields: WORK_STEP_FIELDS,
    validate: workStepMessages,
    toInput: tidyWorkStep,
    create: workStepsApi.create,
    update: workStepsApi.update,
    savedMessage: (saved, created) => (created ? `Step “${saved.title}” added.` : `Step “${saved.title}” saved.`),
    onSaved,
  });

  return (
    <ItemFormDialog
      title={step ? `Edit the step “${step.title}”` : 'Add a step'}
      form={form}
      submitLabel={step ? 'Save step' : 'Add step'}
      initialFocusRef={titleRef}
      onClose={onClose}
    >
      <TextField
        ref={titleRef}
        label="Title"
        {...form.textField('title')}
        hint={`A few words, e.g. “Free estimate”; up to ${WORK_STEP_TITLE_MAX_LENGTH} characters.`}
      />
      <TextAreaField
        label="What happens"
        {...form.textField('text')}
        hint={`What the customer can expect in this step. Each line is a paragraph; up to ${WORK_STEP_TEXT_MAX_LENGTH} characters.`}
      />
    </ItemFormDialog>
  );
}
