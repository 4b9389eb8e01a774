import type { MailHealth } from '@painting-site/gateway/contract/quote-requests';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getMailHealth } from '../api/get-mail-health.ts';
import { MailSetupHelp } from './mail-setup-help.tsx';
import { SendResult } from './send-result.tsx';
import { TestMailButton } from './test-mail-button.tsx';

const State = styled.p`
  display: inline-block;
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

function MailHealthView({ health, onTested }: { health: MailHealth; onTested: (health: MailHealth) => void }) {
  return (
    <>
      <State data-configured={health.configured}>
        {health.configured ? 'E-mail is set up.' : 'E-mail is not set up: new requests are only in this dashboard.'}
      </State>
      {health.configured ? (
        <>
          <FactList>
            <dt>Notifications go to</dt>
            <dd>{health.notifyEmail ?? 'Not set'}</dd>
            <dt>Sent from</dt>
            <dd>{health.from ?? 'Not set'}</dd>
            <dt>Customers’ “we got your request” e-mail comes from</dt>
            <dd>{health.customerFrom ?? 'Not sent'}</dd>
          </FactList>
          {/* NOTIFY_EMAIL is the owner's private address: the site never shows it to a visitor. */}
          {health.customerFrom ? null : (
            <Advice>
              {CUSTOMER_SENDER_MISSING} Add your business e-mail in{' '}
              <Link to={paths.adminBusiness}>Business details</Link>, or ask whoever runs the website’s server to set{' '}
              <code>MAIL_FROM</code>.
            </Advice>
          )}
        </>
      ) : (
        <MailSetupHelp />
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
      <PageSection title="Test the e-mail">
        <TestMailButton onResult={(result) => onTested({ ...health, lastSend: result })} />
      </PageSection>
    </>
  );
}

/** Whether the site can send e-mail, where it goes, how the last send went, and a test button. */
export function MailSettings() {
  const health = useLoaded('the e-mail settings', 'mail', getMailHealth);
  return (
    <AsyncContent resource={health} failureAdvice={OWNER_LOAD_ADVICE}>
      {(data) => <MailHealthView health={data} onTested={(updated) => health.update(() => updated)} />}
    </AsyncContent>
  );
}
