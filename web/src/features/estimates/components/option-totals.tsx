import type { EstimateMoney, EstimateTotals } from '@painting-site/gateway/contract/estimates';
import { formatPercent } from '@painting-site/gateway/contract/estimates';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { cardBox } from '@/components/ui/card-list.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { readDraft } from '../editor-values.ts';
import type { EditorContext } from './editor-context.ts';
import { optionLabel } from './option-editor.tsx';

/** The totals are read out this long after the owner stops typing, not at every key. */
export const TOTALS_ANNOUNCE_DELAY_MS = 1000;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  ${cardBox}

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.body};
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  [data-total='true'] {
    font-weight: 700;
  }
`;

const AddOns = styled.p`
  overflow-wrap: anywhere;
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type FiguresProps = { totals: EstimateTotals; taxRate: string | null; money: (cents: number) => string };

function TotalsFigures({ totals, taxRate, money }: FiguresProps) {
  return (
    <Figures>
      <dt>Subtotal</dt>
      <dd>{money(totals.subtotal)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>−{money(totals.discount)}</dd>
        </>
      )}
      {taxRate !== null && (
        <>
          <dt>Tax ({taxRate} %)</dt>
          <dd>{money(totals.tax)}</dd>
        </>
      )}
      <dt data-total="true">Total</dt>
      <dd data-total="true">{money(totals.total)}</dd>
      {totals.deposit > 0 && (
        <>
          <dt>Deposit due</dt>
          <dd>{money(totals.deposit)}</dd>
        </>
      )}
    </Figures>
  );
}

/** What a screen reader hears of the totals once the owner pauses. */
function spoken(money: EstimateMoney, names: string[], format: (cents: number) => string): string {
  return money.options
    .map(({ totals }, at) => {
      const deposit = totals.deposit > 0 ? `, deposit ${format(totals.deposit)}` : '';
      return `${names[at] ?? ''}: total ${format(totals.total)}${deposit}.`;
    })
    .join(' ');
}

type OptionTotalsProps = {
  context: EditorContext;
  /** Each option's totals as typed (the contract's rule, as the gateway computes them). */
  live: EstimateMoney;
  /** The gateway's, as of the last save. */
  saved: EstimateMoney;
};

/**
 * Each option's subtotal, discount, tax, total and deposit, following every key; the add-ons'
 * amounts; and the gateway's own totals as of the last save. Read out after a pause.
 */
export function OptionTotals({ context, live, saved }: OptionTotalsProps) {
  const headingId = useId();
  const { editor, locale, money } = context;
  const { values } = editor;
  const names = values.options.map(optionLabel);
  const { draft } = readDraft(values, locale);
  const taxRate = draft.taxThousandths > 0 ? formatPercent(draft.taxThousandths, locale) : null;
  const words = spoken(live, names, money);
  const [announced, setAnnounced] = useState('');
  const [initialWords] = useState(words);

  useEffect(() => {
    if (words === initialWords && announced === '') return;
    const timer = setTimeout(() => setAnnounced(words), TOTALS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words, initialWords, announced]);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Totals</h2>
      <Cards>
        {live.options.map(({ totals }, at) => {
          const savedTotals = saved.options[at]?.totals;
          return (
            <Card key={values.options[at]?.key ?? at} aria-label={`Totals of ${names[at]}`}>
              <h3>{names[at]}</h3>
              <TotalsFigures totals={totals} taxRate={taxRate} money={money} />
              {savedTotals && (
                <Saved>
                  As last saved: {money(savedTotals.total)} total
                  {savedTotals.deposit > 0 ? `, ${money(savedTotals.deposit)} deposit` : ''}.
                </Saved>
              )}
            </Card>
          );
        })}
      </Cards>
      {live.addOns.length > 0 && (
        <AddOns>
          Add-ons the customer ticks add to the subtotal:{' '}
          {live.addOns
            .map((cents, at) => `${values.addOns[at]?.description.trim() || `add-on ${at + 1}`} ${money(cents)}`)
            .join('; ')}
          .
        </AddOns>
      )}
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </Section>
  );
}
