import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { useServices } from '../api/get-services.ts';
import { ServiceIcon } from './service-icon.tsx';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  /* The whole card is the link's target, so it is easy to hit on a phone. */
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }

  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }

  /* On a phone the icon sits beside the text, so six services fit in a few swipes. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};

    & > :not(:first-child) {
      grid-column: 2;
    }

    & > :first-child {
      grid-row: span 3;
    }
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.link};
`;

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  /* The card shows focus instead (see :focus-within). */
  &:focus-visible {
    outline: none;
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const PriceHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

type ServicesOverviewProps = {
  /** The owner's words over the cards; either may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
};

/**
 * The services as cards, each leading to its full description on the services page. With no
 * services yet, no section at all (a heading over nothing says less than no heading).
 */
export function ServicesOverview({ heading, intro }: ServicesOverviewProps) {
  const services = useServices();
  if (services.status === 'ready' && services.data.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={services} minHeight="12rem">
        {(list) => (
          <Cards>
            {list.map((service) => (
              <Card key={service.id}>
                <IconBadge>
                  <ServiceIcon icon={service.icon} />
                </IconBadge>
                <h3>
                  <CardLink to={`${paths.services}#${service.slug}`}>{service.title}</CardLink>
                </h3>
                <Summary>{service.summary}</Summary>
                {service.priceHint && <PriceHint>{service.priceHint}</PriceHint>}
              </Card>
            ))}
          </Cards>
        )}
      </AsyncContent>
    </PageSection>
  );
}
