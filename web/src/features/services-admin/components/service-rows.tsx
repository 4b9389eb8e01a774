import type { Service } from '@painting-site/gateway/contract/services';
import styled from 'styled-components';
import { RowActions } from '@/components/ui/row-actions.tsx';
import { paths } from '@/config/paths.ts';
import { useDragReorder } from '@/lib/use-drag-reorder.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;

  &[data-dragging='true'] {
    opacity: 0.4;
  }

  &[data-drop-side='before'] {
    box-shadow: 0 -4px 0 ${({ theme }) => theme.colors.info};
  }

  &[data-drop-side='after'] {
    box-shadow: 0 4px 0 ${({ theme }) => theme.colors.info};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    cursor: auto;
  }
`;

const Position = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.body};
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
`;

type ServiceRowsProps = {
  services: readonly Service[];
  onMove: (from: number, to: number) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
};

/** The services in the order the website shows them, each with its actions. */
export function ServiceRows({ services, onMove, onEdit, onDelete }: ServiceRowsProps) {
  const { itemProps } = useDragReorder(onMove);
  return (
    <List aria-label="Services in display order">
      {services.map((service, index) => (
        <Row key={service.id} {...itemProps(index)}>
          <Position aria-hidden="true">{index + 1}</Position>
          <Text>
            <h2>{service.title}</h2>
            <Detail>{service.summary}</Detail>
            <Detail>
              {paths.services}#{service.slug}
              {service.priceHint && ` · ${service.priceHint}`}
            </Detail>
          </Text>
          <Actions>
            <RowActions
              title={service.title}
              index={index}
              count={services.length}
              onEdit={() => onEdit(service)}
              onDelete={() => onDelete(service)}
              onMove={onMove}
            />
          </Actions>
        </Row>
      ))}
    </List>
  );
}
