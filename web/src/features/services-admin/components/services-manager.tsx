import type { Service } from '@painting-site/gateway/contract/services';
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
import { deleteService } from '../api/delete-service.ts';
import { getServices } from '../api/get-services.ts';
import { saveServiceOrder } from '../api/save-service-order.ts';
import { ServiceFormDialog } from './service-form-dialog.tsx';
import { ServiceRows } from './service-rows.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; service: Service } | null;

/** The services on the website: add, edit, reorder and delete them. */
export function ServicesManager() {
  const services = useLoaded('the services', 'services', getServices);
  const { update } = services;
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = services.status === 'ready' ? services.data : [];

  const move = useSavedOrder({
    items: list,
    applyOrder: (ids) => update((current) => arrangeByIds(current, ids)),
    save: saveServiceOrder,
    nameOf: (service) => service.title,
  });

  function saved(service: Service, created: boolean) {
    update((current) =>
      created ? [...current, service] : current.map((item) => (item.id === service.id ? service : item)),
    );
    setDialog(null);
  }

  async function remove(service: Service) {
    try {
      await deleteService(service.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    update((current) => current.filter(({ id }) => id !== service.id));
    setDialog(null);
    notify.success(`“${service.title}” deleted.`);
  }

  return (
    <Content>
      <Toolbar>
        <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
          Add a service
        </Button>
      </Toolbar>
      <AsyncContent resource={services} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) =>
          data.length === 0 ? (
            <EmptyNote>No services yet. Add the first one: the services page lists them in this order.</EmptyNote>
          ) : (
            <ServiceRows
              services={data}
              onMove={move}
              onEdit={(service) => setDialog({ kind: 'edit', service })}
              onDelete={(service) => setDialog({ kind: 'delete', service })}
            />
          )
        }
      </AsyncContent>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ServiceFormDialog
          service={dialog.kind === 'edit' ? dialog.service : null}
          onSaved={saved}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this service?"
          confirmLabel="Delete service"
          pendingLabel="Deleting…"
          onConfirm={() => remove(dialog.service)}
          onClose={() => setDialog(null)}
        >
          “{dialog.service.title}” is taken off the services page for good. This cannot be undone.
        </ConfirmDialog>
      )}
    </Content>
  );
}
