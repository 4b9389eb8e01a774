import type { MailSettingsView } from '@painting-site/gateway/contract/mail-settings';
import type { MailHealth } from '@painting-site/gateway/contract/quote-requests';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getMailHealth } from '../api/get-mail-health.ts';
import { getMailSettings } from '../api/get-mail-settings.ts';
import { sendTestMail } from '../api/send-test-mail.ts';
import { MailAccountForm } from './mail-account-form.tsx';
import { MailFixedSettings } from './mail-fixed-settings.tsx';
import { MailProviderGuides } from './mail-provider-guides.tsx';
import { SendResult } from './send-result.tsx';
import { TestMailButton } from './test-mail-button.tsx';

const State = styled.p`
  display: inline-block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;

  &[data-configured='false'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Advice = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
`;

export const CUSTOMER_SENDER_MISSING =
  'Customers get no “we got your request” e-mail: it would show your private notification address.';

const LastSend = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure};
`;

type MailViewProps = {
  health: MailHealth;
  settings: MailSettingsView;
  onHealth: (health: MailHealth) => void;
  onSettings: (settings: MailSettingsView) => void;
};

function MailView({ health, settings, onHealth, onSettings }: MailViewProps) {
  const fixedByServer = settings.source === 'environment';
  // MAIL_FROM alone fixes only the sender: the rest is still the owner's to set.
  const fixedFrom = settings.fixedBy.includes('MAIL_FROM') ? health.from : null;
  return (
    <>
      <State data-configured={health.configured}>
        {health.configured ? 'E-mail is set up.' : 'E-mail is not set up: new requests are only in this dashboard.'}
      </State>
      {health.configured && (
        <>
          <FactList>
            <dt>Notifications go to</dt>
            <dd>{health.notifyEmail ?? 'Not set'}</dd>
            <dt>Sent from</dt>
            <dd>{health.from ?? 'Not set'}</dd>
            <dt>Customers’ “we got your request” e-mail comes from</dt>
            <dd>{health.customerFrom ?? 'Not sent'}</dd>
          </FactList>
          {/* The notification address is the owner's private one: the site never shows it to a visitor. */}
          {health.customerFrom ? null : (
            <Advice>
              {CUSTOMER_SENDER_MISSING} Add your business e-mail in{' '}
              <Link to={paths.adminBusiness}>Business details</Link>.
            </Advice>
          )}
        </>
      )}
      <PageSection title="Last e-mail sent">
        <LastSend>
          {health.lastSend ? (
            <SendResult result={health.lastSend} />
          ) : (
            <p>No e-mail has been sent since the site last started.</p>
          )}
        </LastSend>
      </PageSection>
      {fixedByServer ? (
        <>
          <PageSection title="Your mail account">
            <MailFixedSettings view={settings} />
          </PageSection>
          <PageSection title="Test the e-mail">
            <TestMailButton
              send={() => sendTestMail()}
              onResult={(result) => onHealth({ ...health, lastSend: result })}
            />
          </PageSection>
          <MailProviderGuides />
        </>
      ) : (
        <PageSection
          title="Your mail account"
          lead="The site sends through your own mail account, as your phone’s mail app does. Test the settings, then save."
        >
          <MailAccountForm
            view={settings}
            fixedFrom={fixedFrom}
            onSaved={(saved) => {
              onSettings(saved);
              // Saved settings apply at once: ask the gateway what it now sends from.
              void getMailHealth(new AbortController().signal).then(onHealth, () => undefined);
            }}
            onTested={() => undefined}
          />
        </PageSection>
      )}
    </>
  );
}

/** Whether the site can send e-mail, the owner's mail account (or the server's, read-only), the last send and tests. */
export function MailSettings() {
  const health = useLoaded('the e-mail settings', 'mail', getMailHealth);
  const settings = useLoaded('the mail account', 'mail-settings', getMailSettings);
  return (
    <AsyncContent resource={health} failureAdvice={OWNER_LOAD_ADVICE}>
      {(healthData) => (
        <AsyncContent resource={settings} failureAdvice={OWNER_LOAD_ADVICE}>
          {(settingsData) => (
            <MailView
              health={healthData}
              settings={settingsData}
              onHealth={(updated) => health.update(() => updated)}
              onSettings={(updated) => settings.update(() => updated)}
            />
          )}
        </AsyncContent>
      )}
    </AsyncContent>
  );
}
