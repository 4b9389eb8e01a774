import {
  type DnsRecord,
  dnsRecords,
  type SiteAddressState,
  siteNameMessage,
  tidySiteName,
  UNKNOWN_SERVER_ADDRESS_WORDS,
} from '@painting-site/gateway/contract/site-address';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ScrollingTable } from '@/components/ui/data-table.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { checkSiteAddress } from '../api/check-site-address.ts';
import { getSiteAddress } from '../api/get-site-address.ts';
import { RegistrarGuides } from './registrar-guides.tsx';

/** How often the page asks whether the certificate has come, once the check has passed. */
export const LIVE_POLL_MS = 2000;
export const RECORDS_CAPTION = 'The records to add at your registrar';
export const MOVING_WORDS = (origin: string) =>
  `Your site is now at ${origin}. Taking you there: sign in again at the new address.`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const Value = styled.code`
  overflow-wrap: anywhere;
`;

const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Where the browser goes once the address is live: the same page, at the new origin. */
export const goTo = {
  origin(origin: string) {
    window.location.assign(`${origin}${window.location.pathname}`);
  },
};

/** Whether nginx now answers this page with a redirect (to the https address), not the page itself. */
async function sentToHttps(): Promise<boolean> {
  try {
    const answer = await fetch(window.location.href, { method: 'HEAD', redirect: 'manual', cache: 'no-store' });
    return answer.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

function CopyValue({ value, what }: { value: string; what: string }) {
  const [said, setSaid] = useState('');
  async function copy() {
    setSaid('');
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied.');
    } catch {
      setSaid('This browser would not copy it: select it and copy it by hand.');
    }
  }
  return (
    <CopyRow>
      <Value>{value}</Value>
      <Button type="button" data-variant="secondary" data-size="small" onClick={() => void copy()}>
        Copy<VisuallyHidden> {what}</VisuallyHidden>
      </Button>
      <span role="status">{said}</span>
    </CopyRow>
  );
}

/** A record's type ("A", "AAAA") and the column's name stay whole: the host and address may wrap. */
const RecordsScrollingTable = styled(ScrollingTable)`
  th:first-child {
    overflow-wrap: normal;
  }
`;

function RecordsTable({ records }: { records: DnsRecord[] }) {
  return (
    <RecordsScrollingTable caption={RECORDS_CAPTION} columns={['Type', 'Host', 'Points to']} minWidth="17rem">
      {records.map((record) => (
        <tr key={`${record.type} ${record.host}`}>
          <th scope="row">{record.type}</th>
          <td>
            <CopyValue value={record.host} what={`the host of the ${record.type} record for ${record.name}`} />
          </td>
          <td>
            {record.value ? (
              <CopyValue value={record.value} what={`the value of the ${record.type} record for ${record.name}`} />
            ) : (
              <em>{UNKNOWN_SERVER_ADDRESS_WORDS}</em>
            )}
          </td>
        </tr>
      ))}
    </RecordsScrollingTable>
  );
}

/**
 * The address now, in words: fixed by the server, live, on its way, or none yet. `servedAt` is the
 * https address nginx already sends this page to, before an answer of the gateway's says it is live.
 */
function addressWords(state: SiteAddressState, servedAt: string | null): string {
  if (state.source === 'environment') {
    return `The server's settings fix your site's address: ${state.address}. Whoever runs your server changes it there (SITE_URL in its .env file).`;
  }
  if (state.domain?.status === 'live') {
    return `Your site's address is https://${state.domain.name}, connected by ${state.domain.setBy}.`;
  }
  if (state.domain && servedAt) return `Your site's address is ${servedAt}.`;
  if (state.domain?.status === 'ordering') {
    const problem = state.domain.certificateProblem ? ` Not yet: ${state.domain.certificateProblem}` : '';
    return `${state.domain.name} reaches this site. Getting its certificate for https; this takes up to a minute.${problem}`;
  }
  return 'Your site has no address of its own yet: links in e-mails and search engines need one.';
}

/**
 * "Your website's address": the owner types the domain (and ticks www), sees the records to add
 * at the registrar, presses Check and hears what it found; once the certificate is there, the
 * browser moves to the https address.
 */
export function SiteAddressStep() {
  const loaded = useLoaded("your website's address", 'site-address', getSiteAddress);
  const state = loaded.latest;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [www, setWww] = useState<boolean | undefined>(undefined);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const [pending, setPending] = useState(false);
  const announcement = useRef<HTMLParagraphElement>(null);
  const errors = useApiErrorToast();

  const name = typed ?? state?.domain?.name ?? '';
  const withWww = www ?? state?.domain?.www ?? true;
  const tidied = tidySiteName(name);
  const valid = tidied !== '' && siteNameMessage(tidied) === undefined;
  const ordering = state?.domain?.status === 'ordering' && state.source !== 'environment';

  // Once the check has passed: ask until the certificate is there and the address is https://<name>.
  // nginx may send this plain-http address to https as soon as it serves the certificate, before
  // an answer says so: a call that fails then is a redirect, which the page itself now gets too.
  const [redirected, setRedirected] = useState(false);
  const orderedName = ordering ? state?.domain?.name : undefined;
  useEffect(() => {
    if (!orderedName) return;
    const timer = window.setInterval(() => {
      getSiteAddress().then(
        (next) => loaded.update(() => next),
        async () => {
          if (await sentToHttps()) setRedirected(true);
        },
      );
    }, LIVE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [orderedName, loaded.update]);

  const liveOrigin =
    state?.domain?.status === 'live' && state.source === 'dashboard'
      ? state.address
      : redirected && state?.domain
        ? `https://${state.domain.name}`
        : null;
  const movedFrom = useRef(false);
  useEffect(() => {
    if (!liveOrigin || movedFrom.current || window.location.origin === liveOrigin) return;
    if (outcome.text === '' || outcome.failed) return;
    movedFrom.current = true;
    setOutcome({ text: MOVING_WORDS(liveOrigin), failed: false });
    goTo.origin(liveOrigin);
  }, [liveOrigin, outcome]);

  async function check(event: FormEvent) {
    event.preventDefault();
    const message = siteNameMessage(tidied);
    setFieldError(message);
    if (message) return;
    setPending(true);
    setOutcome(NO_OUTCOME);
    try {
      const result = await checkSiteAddress({ name: tidied, www: withWww });
      errors.clear();
      loaded.update(() => result.state);
      setOutcome({ text: result.words, failed: !result.reaches });
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setFieldError(error.fields.name);
      else if (error instanceof ApiError && error.status === 409) setOutcome({ text: error.message, failed: true });
      else errors.show(error);
    } finally {
      setPending(false);
      announcement.current?.focus();
    }
  }

  return (
    <>
      <PageSection title="Where your site is now">
        <p>{state ? addressWords(state, liveOrigin) : ''}</p>
        {liveOrigin && window.location.origin !== liveOrigin && (
          <p>
            <a href={`${liveOrigin}${window.location.pathname}`}>Open your dashboard at {liveOrigin}</a>
          </p>
        )}
      </PageSection>
      {state && state.source !== 'environment' && (
        <PageSection
          title="Connect your domain"
          lead="Type the domain you bought (at GoDaddy, Namecheap or elsewhere), add the records below where you bought it, then press Check."
        >
          <Form onSubmit={check} aria-label="Connect your domain" noValidate>
            <TextField
              label="Your domain"
              name="name"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              placeholder="okaforpainting.com"
              hint="Without www or https://, like okaforpainting.com."
              value={name}
              error={fieldError}
              onChange={(event) => {
                setTyped(event.target.value);
                setFieldError(undefined);
              }}
            />
            <CheckboxField
              label={`Also www.${valid ? tidied : 'your domain'}`}
              name="www"
              hint="Visitors who type www are sent to the address without it."
              checked={withWww}
              onChange={(event) => setWww(event.target.checked)}
            />
            {valid && <RecordsTable records={dnsRecords(tidied, withWww, state.serverAddress)} />}
            {valid && !state.serverAddress.ipv4 && (
              <p>
                The records point at your server's public IP address. Whoever runs your server can tell you what it is.
              </p>
            )}
            <div>
              <PendingButton pending={pending} pendingLabel="Checking…">
                Check
              </PendingButton>
            </div>
          </Form>
          {/* Always there, so a screen reader is listening before the first result arrives. */}
          <Announcement ref={announcement} role="status" tabIndex={-1} data-failed={outcome.failed}>
            {outcome.text}
          </Announcement>
        </PageSection>
      )}
      {state && state.source !== 'environment' && (
        <PageSection title="Where to add the records" lead="Short guides for the common registrars.">
          <RegistrarGuides />
        </PageSection>
      )}
    </>
  );
}
