import type { Service } from '@painting-site/gateway/contract/services';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { QUOTE_CTA } from '@/lib/site-events.ts';
import { useServices } from '../api/get-services.ts';
import { ServiceIcon } from './service-icon.tsx';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  && {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const Article = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Lands a little below the top edge when reached by /services#slug. */
  scroll-margin-top: ${({ theme }) => theme.space.md};

  &:target {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.link};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const PriceHint = styled.p`
  justify-self: start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.paper};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
`;

function ServiceArticle({ service }: { service: Service }) {
  return (
    <Article id={service.slug}>
      <IconBadge>
        <ServiceIcon icon={service.icon} />
      </IconBadge>
      <Body>
        <h2>{service.title}</h2>
        {service.priceHint && <PriceHint>{service.priceHint}</PriceHint>}
        <Paragraphs text={service.description} />
        <Actions>
          <ButtonLink
            to={`${paths.contact}?service=${encodeURIComponent(service.slug)}`}
            data-variant="secondary"
            {...QUOTE_CTA}
          >
            Get a quote for {service.title}
          </ButtonLink>
        </Actions>
      </Body>
    </Article>
  );
}

/** Scrolls to the service named in the address (/services#cabinets) once the list is on the page. */
function useScrollToHashOnce(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** Every service with its full description, each under an anchor named after its slug; none yet, nothing. */
export function ServiceList() {
  const services = useServices();
  useScrollToHashOnce(services.status === 'ready');
  if (services.status === 'ready' && services.data.length === 0) return null;

  return (
    <List>
      <AsyncContent resource={services} minHeight="24rem" reserveScreen>
        {(list) => list.map((service) => <ServiceArticle key={service.id} service={service} />)}
      </AsyncContent>
    </List>
  );
}
