import type { Service } from '@painting-site/gateway/contract/services';
import { OrderedRows, RowDetail } from '@/components/ui/ordered-rows.tsx';
import { RowActions } from '@/components/ui/row-actions.tsx';
import { paths } from '@/config/paths.ts';

type ServiceRowsProps = {
  services: readonly Service[];
  onMove: (from: number, to: number) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
};

/** The services in the order the website shows them, each with its actions. */
export function ServiceRows({ services, onMove, onEdit, onDelete }: ServiceRowsProps) {
  return (
    <OrderedRows
      label="Services in display order"
      items={services}
      itemKey={(service) => service.id}
      onMove={onMove}
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
      renderActions={(service, index) => (
        <RowActions
          title={service.title}
          index={index}
          count={services.length}
          onEdit={() => onEdit(service)}
          onDelete={() => onDelete(service)}
          onMove={onMove}
        />
      )}
    />
  );
}
