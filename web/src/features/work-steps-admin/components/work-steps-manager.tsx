import { WORK_STEP_MESSAGES } from '@painting-site/gateway/contract/work-step-rules';
import { WORK_STEPS_MAX_COUNT, type WorkStep } from '@painting-site/gateway/contract/work-steps';
import { OrderedListManager } from '@/components/ui/ordered-list-manager.tsx';
import { RowDetail } from '@/components/ui/ordered-rows.tsx';
import { useOrderedList } from '@/lib/use-ordered-list.ts';
import { workStepsApi } from '../api/work-steps-api.ts';
import { WorkStepFormDialog } from './work-step-form-dialog.tsx';

/** The steps of every job on the services page: add, edit, reorder and delete them. */
export function WorkStepsManager() {
  const list = useOrderedList({ api: workStepsApi, what: 'the steps', nameOf: (step: WorkStep) => step.title });
  return (
    <OrderedListManager
      list={list}
      addLabel="Add a step"
      rowsLabel="Steps in display order"
      emptyNote="No steps yet. Add the first one: the services page shows “How we work” once it has a step."
      renderText={(step) => (
        <>
          <h2>{step.title}</h2>
          <RowDetail data-preview="true">{step.text}</RowDetail>
        </>
      )}
      renderForm={({ item, onSaved, onClose }) => (
        <WorkStepFormDialog step={item} onSaved={onSaved} onClose={onClose} />
      )}
      deletion={{
        title: 'Delete this step?',
        confirmLabel: 'Delete step',
        consequence: (step) =>
          `The step “${step.title}” is taken off the services page for good. This cannot be undone.`,
        deleted: (step) => `Step “${step.title}” deleted.`,
      }}
      limit={{ count: WORK_STEPS_MAX_COUNT, message: WORK_STEP_MESSAGES.tooMany }}
    />
  );
}
