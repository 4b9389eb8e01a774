import type { MailSettingsView } from '@painting-site/gateway/contract/mail-settings';
import styled from 'styled-components';
import { FactList } from '@/components/ui/fact-list.tsx';
import { SECURITY_LABELS } from './security-labels.ts';

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};
  min-width: 0;
`;

/** A list of names read out as one: "SMTP_URL and NOTIFY_EMAIL". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The settings the server's environment fixes, read-only, naming the variables and who changes them. */
export function MailFixedSettings({ view }: { view: MailSettingsView }) {
  const { settings } = view;
  return (
    <Block>
      <p>
        These settings are fixed by the server: <code>{listed(view.fixedBy)}</code> in its environment win over this
        page. Ask whoever runs the website’s server to change them there, or to remove them so you can set e-mail here.
      </p>
      {settings && (
        <FactList aria-label="E-mail settings fixed by the server">
          <dt>Mail server</dt>
          <dd>{settings.host}</dd>
          <dt>Port</dt>
          <dd>{settings.port}</dd>
          <dt>Security</dt>
          <dd>{SECURITY_LABELS[settings.security]}</dd>
          <dt>User name</dt>
          <dd>{settings.user || 'None'}</dd>
          <dt>Password</dt>
          <dd>{view.passwordSet ? 'Set (never shown)' : 'None'}</dd>
        </FactList>
      )}
    </Block>
  );
}
