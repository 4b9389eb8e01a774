import type { Testimonial } from '@painting-site/gateway/contract/testimonials';
import { useState } from 'react';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { arrangeByIds } from '@/lib/reorder.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { useSavedOrder } from '@/lib/use-saved-order.ts';
import { deleteTestimonial } from '../api/delete-testimonial.ts';
import { getTestimonials } from '../api/get-testimonials.ts';
import { updateTestimonial } from '../api/save-testimonial.ts';
import { saveTestimonialOrder } from '../api/save-testimonial-order.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { TestimonialRows } from './testimonial-rows.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; testimonial: Testimonial } | null;

/** What customers said: add, edit, reorder and delete testimonials, and pick those the home page shows. */
export function TestimonialsManager() {
  const testimonials = useLoaded('the testimonials', 'testimonials', getTestimonials);
  const { update } = testimonials;
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = testimonials.status === 'ready' ? testimonials.data : [];

  const move = useSavedOrder({
    items: list,
    applyOrder: (ids) => update((current) => arrangeByIds(current, ids)),
    save: saveTestimonialOrder,
    nameOf: (testimonial) => testimonial.name,
  });

  const replace = (testimonial: Testimonial) =>
    update((current) => current.map((item) => (item.id === testimonial.id ? testimonial : item)));

  function saved(testimonial: Testimonial, created: boolean) {
    if (created) update((current) => [...current, testimonial]);
    else replace(testimonial);
    setDialog(null);
  }

  async function showOnHome(testimonial: Testimonial, shown: boolean) {
    const { id: _id, ...input } = testimonial;
    try {
      replace(await updateTestimonial(testimonial.id, { ...input, showOnHome: shown }));
    } catch (error) {
      notifyApiError(error);
      return;
    }
    notify.success(
      shown
        ? `${testimonial.name}’s testimonial is shown on the home page.`
        : `${testimonial.name}’s testimonial is no longer shown on the home page.`,
    );
  }

  async function remove(testimonial: Testimonial) {
    try {
      await deleteTestimonial(testimonial.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    update((current) => current.filter(({ id }) => id !== testimonial.id));
    setDialog(null);
    notify.success(`${testimonial.name}’s testimonial deleted.`);
  }

  return (
    <Content>
      <Toolbar>
        <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
          Add a testimonial
        </Button>
      </Toolbar>
      <AsyncContent resource={testimonials} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) =>
          data.length === 0 ? (
            <EmptyNote>
              No testimonials yet. Add what a customer said: the home page shows those you pick, in this order.
            </EmptyNote>
          ) : (
            <TestimonialRows
              testimonials={data}
              onMove={move}
              onEdit={(testimonial) => setDialog({ kind: 'edit', testimonial })}
              onDelete={(testimonial) => setDialog({ kind: 'delete', testimonial })}
              onShowOnHome={showOnHome}
            />
          )
        }
      </AsyncContent>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <TestimonialFormDialog
          testimonial={dialog.kind === 'edit' ? dialog.testimonial : null}
          onSaved={saved}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this testimonial?"
          confirmLabel="Delete testimonial"
          pendingLabel="Deleting…"
          onConfirm={() => remove(dialog.testimonial)}
          onClose={() => setDialog(null)}
        >
          {dialog.testimonial.name}’s testimonial is removed for good, and no longer counts in the rating. This cannot
          be undone.
        </ConfirmDialog>
      )}
    </Content>
  );
}
