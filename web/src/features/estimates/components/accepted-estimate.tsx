import { lineAmount } from '@painting-site/gateway/contract/estimate-money';
import {
  ESTIMATE_MESSAGES,
  type Estimate,
  type EstimateAcceptance,
  formatQuantity,
} from '@painting-site/gateway/contract/estimates';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { DownloadButton } from '@/components/ui/download-button.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { formatAbsolute } from '@/lib/time-words.ts';
import { usePrivatePicture } from '@/lib/use-private-picture.ts';
import { downloadEstimatePdf } from '../api/download-estimate-pdf.ts';
import { getEstimateSignature } from '../api/get-estimate-signature.ts';
import { formatDay } from '../estimate-words.ts';
import { DepositPaidForm } from './deposit-paid-form.tsx';
import { EstimateVersions } from './estimate-versions.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

const Hash = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Signature = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};

  img {
    display: block;
    max-width: min(100%, 20rem);
    height: auto;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    /* The customer drew in black on a clear ground: white behind it, whatever the page's colours
       (a dark mode too), keeps the ink readable. */
    background: #ffffff;
  }
`;

type AcceptedEstimateProps = {
  estimate: Estimate & { acceptance: EstimateAcceptance };
  locale: string;
  money: (cents: number) => string;
  onChange: (estimate: Estimate) => void;
};

/** The signature the customer drew, as they drew it: fetched only for an acceptance that has one. */
function DrawnSignature({ estimateId, signerName }: { estimateId: number; signerName: string }) {
  const signature = usePrivatePicture(String(estimateId), (signal) => getEstimateSignature(estimateId, signal));
  const alt = `Signature drawn by ${signerName}`;

  return (
    <Signature>
      {signature.status === 'ready' && <img src={signature.url} alt={alt} />}
      {signature.status === 'loading' && <Spinner label={`Loading the signature drawn by ${signerName}`} />}
      {signature.status === 'error' && (
        <>
          <p>The drawn signature could not be loaded.</p>
          <Button type="button" data-variant="secondary" data-size="small" onClick={signature.retry}>
            Try again<VisuallyHidden> to load the signature drawn by {signerName}</VisuallyHidden>
          </Button>
        </>
      )}
    </Signature>
  );
}

type AcceptanceFactsProps = {
  estimateId: number;
  acceptance: EstimateAcceptance;
  money: (cents: number) => string;
};

/** Who accepted which option with which add-ons, and when. */
function AcceptanceFacts({ estimateId, acceptance, money }: AcceptanceFactsProps) {
  const { totals } = acceptance;
  return (
    <FactList>
      <dt>Signed by</dt>
      <dd>
        {acceptance.signerName}
        {acceptance.drawnSignature ? ' (with a drawn signature)' : ''}
        {acceptance.drawnSignature && <DrawnSignature estimateId={estimateId} signerName={acceptance.signerName} />}
      </dd>
      <dt>When</dt>
      <dd>{formatAbsolute(acceptance.at)}</dd>
      <dt>Option</dt>
      <dd>{acceptance.optionName || 'The only option'}</dd>
      <dt>Add-ons</dt>
      <dd>{acceptance.addOnNames.length > 0 ? acceptance.addOnNames.join(', ') : 'None'}</dd>
      <dt>Subtotal</dt>
      <dd>{money(totals.subtotal)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>−{money(totals.discount)}</dd>
        </>
      )}
      {totals.tax > 0 && (
        <>
          <dt>Tax</dt>
          <dd>{money(totals.tax)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>{money(totals.total)}</dd>
      <dt>Deposit due</dt>
      <dd>{totals.deposit > 0 ? money(totals.deposit) : 'None'}</dd>
      <dt>Version</dt>
      <dd>{acceptance.version}</dd>
      <dt>Version hash</dt>
      <dd>
        <Hash>{acceptance.versionHash}</Hash>
      </dd>
      <dt>From</dt>
      <dd>
        {acceptance.address}
        {acceptance.userAgent ? `, ${acceptance.userAgent}` : ''}
      </dd>
    </FactList>
  );
}

/**
 * An accepted estimate, which never changes again: the acceptance as evidence, the signed PDF,
 * what was accepted, and the deposit (marked paid once it comes in).
 */
export function AcceptedEstimate({ estimate, locale, money, onChange }: AcceptedEstimateProps) {
  const acceptedId = useId();
  const depositId = useId();
  const workId = useId();
  const { acceptance, draft, depositPaid } = estimate;
  const option = draft.options[acceptance.choice.option];
  const addOns = acceptance.choice.addOns.flatMap((at) => (draft.addOns[at] ? [draft.addOns[at]] : []));
  const lineWords = (line: (typeof addOns)[number]) =>
    `${formatQuantity(line.quantityHundredths, locale)} ${line.unit} × ${money(line.unitPriceCents)}`;

  return (
    <Sections>
      <p>{ESTIMATE_MESSAGES.acceptedLocked}</p>
      <Section aria-labelledby={acceptedId}>
        <h2 id={acceptedId}>Accepted</h2>
        <AcceptanceFacts estimateId={estimate.id} acceptance={acceptance} money={money} />
        <div>
          <DownloadButton
            download={() => downloadEstimatePdf(estimate.id, estimate.number)}
            label="Download signed PDF"
            pendingLabel="Downloading…"
            successWords="Downloaded"
          />
        </div>
      </Section>
      <Section aria-labelledby={depositId}>
        <h2 id={depositId}>Deposit</h2>
        {depositPaid ? (
          <p>
            {money(depositPaid.amountCents)} paid by {depositPaid.method} on {formatDay(depositPaid.paidOn)}.
          </p>
        ) : (
          <DepositPaidForm
            estimate={estimate}
            dueCents={acceptance.totals.deposit}
            locale={locale}
            onSaved={onChange}
          />
        )}
      </Section>
      {option && (
        <Section aria-labelledby={workId}>
          <h2 id={workId}>The work accepted</h2>
          {option.areas.map((area, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an accepted version never changes, so its areas never move.
            <div key={at}>
              {area.name && <h3>{area.name}</h3>}
              <Lines>
                {area.lines.map((line, lineAt) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, the lines never move.
                  <li key={lineAt}>
                    <span>
                      {line.description} <Figure>({lineWords(line)})</Figure>
                    </span>
                    <Figure>{money(lineAmount(line))}</Figure>
                  </li>
                ))}
              </Lines>
            </div>
          ))}
          {addOns.length > 0 && (
            <>
              <h3>Add-ons chosen</h3>
              <Lines>
                {addOns.map((line, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, the add-ons never move.
                  <li key={at}>
                    <span>
                      {line.description} <Figure>({lineWords(line)})</Figure>
                    </span>
                    <Figure>{money(lineAmount(line))}</Figure>
                  </li>
                ))}
              </Lines>
            </>
          )}
        </Section>
      )}
      <EstimateVersions versions={estimate.versions} />
    </Sections>
  );
}
