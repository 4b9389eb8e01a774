import { OrderedListManager } from '@/components/ui/ordered-list-manager.tsx';
import { RowDetail } from '@/components/ui/ordered-rows.tsx';
import { paths } from '@/config/paths.ts';
import { useOrderedList } from '@/lib/use-ordered-list.ts';
import { servicesApi } from '../api/services-api.ts';
import { ServiceFormDialog } from './service-form-dialog.tsx';

/** The services on the website: add, edit, reorder and delete them. */
export function ServicesManager() {
  const list = useOrderedList({ api: servicesApi, what: 'the services', nameOf: (service) => service.title });
  return (
    <OrderedListManager
      list={list}
      addLabel="Add a service"
      rowsLabel="Services in display order"
      emptyNote="No services yet. Add the first one: the services page lists them in this order."
      renderText={(service) => (
        <>
          <h2>{service.title}</h2>
          <RowDetail>{service.summary}</RowDetail>
          <RowDetail>
            {paths.services}#{service.slug}
            {service.priceHint && ` · ${service.priceHint}`}
          </RowDetail>
        </>
      )}
      renderForm={({ item, onSaved, onClose }) => (
        <ServiceFormDialog service={item} onSaved={onSaved} onClose={onClose} />
      )}
      deletion={{
        title: 'Delete this service?',
        confirmLabel: 'Delete service',
        consequence: (service) => `“${service.title}” is taken off the services page for good. This cannot be undone.`,
        deleted: (service) => `“${service.title}” deleted.`,
      }}
    />
  );
}
