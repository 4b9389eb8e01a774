import type { MailSecurity } from '@painting-site/gateway/contract/mail';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { Guide, GuideList } from '@/components/ui/guide-list.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { MAILBOX_PROVIDERS, type MailProvider, SENDING_SERVICES } from './mail-providers.ts';
import { SECURITY_LABELS } from './security-labels.ts';

const Body = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h3`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

type UseSettings = (settings: { host: string; port: number; security: MailSecurity }) => void;

function ProviderGuide({ provider, onUse }: { provider: MailProvider; onUse?: UseSettings | undefined }) {
  const { settings } = provider;
  return (
    <Guide>
      <summary>{provider.name}</summary>
      <Body>
        <FactList>
          {settings && (
            <>
              <dt>Mail server</dt>
              <dd>{settings.host}</dd>
              <dt>Port</dt>
              <dd>{settings.port}</dd>
              <dt>Security</dt>
              <dd>{SECURITY_LABELS[settings.security]}</dd>
            </>
          )}
          <dt>User name</dt>
          <dd>{provider.user}</dd>
          <dt>Password</dt>
          <dd>{provider.password}</dd>
        </FactList>
        {provider.note && <p>{provider.note}</p>}
        <p>
          {/* Opens beside the dashboard: the form keeps what was typed. */}
          <a href={provider.help.url} target="_blank" rel="noreferrer">
            {provider.help.label}
          </a>
        </p>
        {settings && onUse && (
          <Button type="button" data-variant="secondary" onClick={() => onUse(settings)}>
            Use {provider.name}’s server settings
          </Button>
        )}
      </Body>
    </Guide>
  );
}

/**
 * Short guides for the common providers, one disclosure each: the server, port and security,
 * what password to use (or why none works any more), and the provider's own help page.
 */
export function MailProviderGuides({ onUse }: { onUse?: UseSettings }) {
  return (
    <PageSection
      title="Settings for common providers"
      lead="Most providers no longer take your usual password from a website: they want an app password, made in your account’s security settings."
    >
      <GuideList>
        {MAILBOX_PROVIDERS.map((provider) => (
          <ProviderGuide key={provider.name} provider={provider} onUse={onUse} />
        ))}
        <Heading>Sending services</Heading>
        <p>
          Made to send a website’s mail, with a free tier for a small business. They need your own domain, checked once
          in their settings; then use their SMTP credentials here.
        </p>
        {SENDING_SERVICES.map((provider) => (
          <ProviderGuide key={provider.name} provider={provider} onUse={onUse} />
        ))}
      </GuideList>
    </PageSection>
  );
}
