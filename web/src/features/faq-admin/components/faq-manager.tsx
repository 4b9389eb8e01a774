import { FAQ_MAX_COUNT, type FaqEntry } from '@painting-site/gateway/contract/faq';
import { FAQ_MESSAGES } from '@painting-site/gateway/contract/faq-rules';
import { OrderedListManager } from '@/components/ui/ordered-list-manager.tsx';
import { RowDetail } from '@/components/ui/ordered-rows.tsx';
import { useOrderedList } from '@/lib/use-ordered-list.ts';
import { faqApi } from '../api/faq-api.ts';
import { FaqFormDialog } from './faq-form-dialog.tsx';

/** The questions and answers on the services page: add, edit, reorder and delete them. */
export function FaqManager() {
  const list = useOrderedList({ api: faqApi, what: 'the questions', nameOf: (entry: FaqEntry) => entry.question });
  return (
    <OrderedListManager
      list={list}
      addLabel="Add a question"
      rowsLabel="Questions in display order"
      emptyNote="No questions yet. Add the first one: the services page shows the FAQ once it has a question."
      renderText={(entry) => (
        <>
          <h2>{entry.question}</h2>
          <RowDetail data-preview="true">{entry.answer}</RowDetail>
        </>
      )}
      renderForm={({ item, onSaved, onClose }) => <FaqFormDialog entry={item} onSaved={onSaved} onClose={onClose} />}
      deletion={{
        title: 'Delete this question?',
        confirmLabel: 'Delete question',
        consequence: (entry) =>
          `“${entry.question}” and its answer are taken off the services page for good. This cannot be undone.`,
        deleted: (entry) => `“${entry.question}” deleted.`,
      }}
      limit={{ count: FAQ_MAX_COUNT, message: FAQ_MESSAGES.tooMany }}
    />
  );
}
