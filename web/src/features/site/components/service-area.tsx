import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
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

/** The towns the business works in, as a list a visitor can scan for their own. */
export function ServiceArea() {
  const site = useSiteDetails();

  return (
    <PageSection
      title="Where we work"
      lead="We paint homes and businesses across these neighborhoods and towns. Just outside them? Ask anyway."
    >
      <AsyncContent resource={site}>
        {({ serviceArea }) =>
          serviceArea.length > 0 ? (
            <Places aria-label="Service area">
              {serviceArea.map((place) => (
                <Place key={place}>{place}</Place>
              ))}
            </Places>
          ) : (
            <EmptyNote>Tell us where the job is and we will let you know if we can take it on.</EmptyNote>
          )
        }
      </AsyncContent>
    </PageSection>
  );
}
