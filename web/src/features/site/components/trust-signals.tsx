import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { RatingStars } from '@/components/ui/rating-stars.tsx';
import { useSiteDetails } from '../api/get-site-details.ts';
import { yearsInBusiness } from '../business-facts.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
`;

const Headline = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/**
 * Why a stranger can trust the business, from its details alone: years in business, its licence
 * line, reviews. Each only when the owner gave it: the site claims nothing on its own.
 */
export function TrustSignals() {
  const site = useSiteDetails();

  return (
    <AsyncContent resource={site} minHeight="14rem">
      {({ foundedYear, licence, rating }) => {
        const years = yearsInBusiness(foundedYear);
        if (years === null && !licence && rating.count === 0) return null;
        return (
          <List aria-label="Why homeowners choose us">
            {years !== null && (
              <Item>
                {/* Counted today; the published page may be from before the new year (see SiteFooter). */}
                <Headline suppressHydrationWarning>{years} years in business</Headline>
                <Detail>In business since {foundedYear}</Detail>
              </Item>
            )}
            {licence && (
              <Item>
                <Headline>Licensed &amp; insured</Headline>
                <Detail>{licence}</Detail>
              </Item>
            )}
            {rating.count > 0 && (
              <Item>
                <Headline>
                  <RatingStars rating={rating.average} />
                  {rating.average.toFixed(1)}
                </Headline>
                <Detail>
                  Average of {rating.count} customer {rating.count === 1 ? 'review' : 'reviews'}
                </Detail>
              </Item>
            )}
          </List>
        );
      }}
    </AsyncContent>
  );
}
