import styled from 'styled-components';
import { SOCIAL_NETWORK_NAMES } from '@/config/social-networks.ts';
import { useSiteDetails } from '../api/get-site-details.ts';
import { formatAddress, isWebAddress } from '../business-facts.ts';
import { OpeningHours } from './opening-hours.tsx';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Block = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
`;

const BlockTitle = styled.h2`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Address = styled.address`
  font-style: normal;
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
  }
`;

/** Address, phone, e-mail, hours, licence, service area and social links, for the site's footer. */
export function SiteFooterDetails() {
  const site = useSiteDetails();
  // The page says when the details could not be loaded; the footer just leaves them out.
  if (site.status !== 'ready') return null;
  const { name, tagline, phone, phoneHref, email, address, hours, hoursText, licence, serviceArea, social } = site.data;
  const addressLine = formatAddress(address);

  return (
    <>
      {tagline && <p>{tagline}</p>}
      <Columns>
        {(addressLine || phone || email) && (
          <Block>
            <BlockTitle>Contact</BlockTitle>
            {addressLine && <Address>{addressLine}</Address>}
            {phone && (
              <ContactLink href={`tel:${phoneHref}`} aria-label={`Call ${name} ${phone}`}>
                {phone}
              </ContactLink>
            )}
            {email && <ContactLink href={`mailto:${email}`}>{email}</ContactLink>}
          </Block>
        )}
        {(hours.length > 0 || hoursText.length > 0) && (
          <Block>
            <BlockTitle>Hours</BlockTitle>
            <OpeningHours site={site.data} />
          </Block>
        )}
        {serviceArea.length > 0 && (
          <Block>
            <BlockTitle>Service area</BlockTitle>
            <p>{serviceArea.join(', ')}</p>
          </Block>
        )}
        {(licence || social.length > 0) && (
          <Block>
            {licence && (
              <>
                <BlockTitle>Licensed &amp; insured</BlockTitle>
                <p>{licence}</p>
              </>
            )}
            {social.length > 0 && (
              <LinkList aria-label={`${name} elsewhere`}>
                {social
                  .filter(({ url }) => isWebAddress(url))
                  .map(({ network, url }) => (
                    <li key={network}>
                      <a href={url} rel="noopener noreferrer">
                        {SOCIAL_NETWORK_NAMES[network] ?? network}
                      </a>
                    </li>
                  ))}
              </LinkList>
            )}
          </Block>
        )}
      </Columns>
    </>
  );
}
