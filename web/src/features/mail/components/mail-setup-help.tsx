import styled from 'styled-components';

const Help = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const Settings = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  dt code {
    font-weight: 700;
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** What the person who runs the server sets so the site can send e-mail. */
export function MailSetupHelp() {
  return (
    <Help>
      <p>
        Until it is, nobody is told about new quote requests and customers get no “we got your request” e-mail. Whoever
        runs the website’s server sets these in its <code>.env</code> file, then restarts it:
      </p>
      <Settings>
        <dt>
          <code>SMTP_URL</code>
        </dt>
        <dd>The mail server that sends for the site, e.g. smtps://user:password@smtp.example.com:465.</dd>
        <dt>
          <code>NOTIFY_EMAIL</code>
        </dt>
        <dd>Your address: where new quote requests are sent.</dd>
        <dt>
          <code>MAIL_FROM</code>
        </dt>
        <dd>
          The sender every e-mail shows, an address at your own domain (optional: otherwise e-mails to you come from
          NOTIFY_EMAIL, and customers’ from the business e-mail, never from NOTIFY_EMAIL).
        </dd>
      </Settings>
    </Help>
  );
}
