import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useSiteDetails } from '../api/get-site-details.ts';

const Places = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Place = styled.li`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

type ServiceAreaProps = {
  /** The owner's words over the places; either may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
};

/**
 * The towns the business works in, as a list a visitor can scan for their own. With no places
 * given, no section at all.
 */
export function ServiceArea({ heading, intro }: ServiceAreaProps) {
  const site = useSiteDetails();
  if (site.status === 'ready' && site.data.serviceArea.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={site}>
        {({ serviceArea }) => (
          <Places aria-label="Service area">
            {serviceArea.map((place) => (
              <Place key={place}>{place}</Place>
            ))}
          </Places>
        )}
      </AsyncContent>
    </PageSection>
  );
}
