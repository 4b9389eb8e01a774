import type { SiteDetails } from '@painting-site/gateway/contract/business';
import { useId } from 'react';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PhoneIcon } from '@/components/ui/phone-icon.tsx';
import { useSiteDetails } from '../api/get-site-details.ts';
import { callLinkOf, formatAddress } from '../business-facts.ts';
import { OpeningHours } from './opening-hours.tsx';

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const BigLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-size: ${({ theme }) => theme.fontSizes.brand};
  font-weight: 700;
`;

// An address can be long: it breaks at any character rather than widen the column.
const EmailLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The heading's words when the owner left them empty. */
const DETAILS_HEADING_FALLBACK = 'Contact details';

type ContactDetailsProps = {
  /** The owner's words: the heading (a neutral one when empty) and a note under the phone number. */
  heading?: string | undefined;
  phoneNote?: string | undefined;
};

const hasDetails = ({ phone, email, hours, hoursText, serviceArea, address }: SiteDetails) =>
  phone !== '' ||
  email !== '' ||
  hours.length > 0 ||
  hoursText.length > 0 ||
  serviceArea.length > 0 ||
  formatAddress(address) !== '';

/**
 * How else to reach the business, beside the quote form: phone, e-mail, hours, where it works.
 * Nothing while the business has none of them.
 */
export function ContactDetails({ heading, phoneNote }: ContactDetailsProps) {
  const site = useSiteDetails();
  const headingId = useId();
  if (site.status === 'ready' && !hasDetails(site.data)) return null;

  return (
    <Aside aria-labelledby={headingId}>
      <Heading id={headingId}>{heading || DETAILS_HEADING_FALLBACK}</Heading>
      <AsyncContent resource={site}>
        {(details) => {
          const call = callLinkOf(details);
          const addressLine = formatAddress(details.address);
          return (
            <>
              {call && (
                <Block>
                  <Title>Phone</Title>
                  <BigLink href={call.href} aria-label={call.label}>
                    <PhoneIcon />
                    {details.phone}
                  </BigLink>
                  {phoneNote && <Muted>{phoneNote}</Muted>}
                </Block>
              )}
              {details.email && (
                <Block>
                  <Title>Email</Title>
                  <EmailLink href={`mailto:${details.email}`}>{details.email}</EmailLink>
                </Block>
              )}
              {(details.hours.length > 0 || details.hoursText.length > 0) && (
                <Block>
                  <Title>Hours</Title>
                  <OpeningHours site={details} />
                </Block>
              )}
              {details.serviceArea.length > 0 && (
                <Block>
                  <Title>Service area</Title>
                  <p>{details.serviceArea.join(', ')}</p>
                </Block>
              )}
              {addressLine && (
                <Block>
                  <Title>Office</Title>
                  <p>{addressLine}</p>
                </Block>
              )}
            </>
          );
        }}
      </AsyncContent>
    </Aside>
  );
}
