import type { EstimateMonthFigures as MonthFigures } from '@painting-site/gateway/contract/estimates';
import { Link } from 'react-router-dom';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { FigureCard, FigureCards, FigureNote, FigureValue } from '@/components/ui/figure-cards.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getEstimateSettings } from '../api/estimate-settings-api.ts';
import { getEstimateMonthFigures } from '../api/get-estimate-month-figures.ts';
import { type MoneyFormat, moneyWords } from '../estimate-words.ts';

export const MONTH_FIGURES_TITLE = 'Estimates this month';
export const MONTH_FIGURES_LABEL = 'This month’s estimates at a glance';
export const NO_ESTIMATES_THIS_MONTH = 'No estimates sent or decided this month yet.';
export const ESTIMATES_LINK = 'See all estimates';
/** The win rate of a month in which no estimate was accepted, declined or expired yet. */
export const NO_WIN_RATE = '—';

const PERCENT = 100;

/** "67%", or NO_WIN_RATE when nothing was decided. */
export const winRateWords = (rate: number | null) => (rate === null ? NO_WIN_RATE : `${Math.round(rate * PERCENT)}%`);

function MonthFigureCards({ figures, money }: { figures: MonthFigures; money: MoneyFormat }) {
  const amount = moneyWords(money);
  if (figures.sent === 0 && figures.won === 0 && figures.winRate === null) {
    return <EmptyNote>{NO_ESTIMATES_THIS_MONTH}</EmptyNote>;
  }
  return (
    <FigureCards aria-label={MONTH_FIGURES_LABEL} data-spread="true">
      <FigureCard>
        <span>
          <FigureValue>{figures.sent}</FigureValue> sent
        </span>
      </FigureCard>
      <FigureCard>
        <span>
          <FigureValue>{amount(figures.quotedCents)}</FigureValue> quoted
        </span>
      </FigureCard>
      <FigureCard>
        <span>
          <FigureValue>{figures.won}</FigureValue> won
        </span>
        <FigureNote>{amount(figures.wonCents)}</FigureNote>
      </FigureCard>
      <FigureCard>
        <span>
          <FigureValue>{winRateWords(figures.winRate)}</FigureValue> win rate
        </span>
        <FigureNote>of those accepted, declined or expired</FigureNote>
      </FigureCard>
    </FigureCards>
  );
}

type Loaded = { figures: MonthFigures; money: MoneyFormat };

/**
 * The overview's "Estimates this month" (the business's month): how many were sent and for how
 * much, how many were won and for how much, and the win rate of those decided; the way to the list.
 */
export function EstimateMonthFigures() {
  const loaded = useLoaded<Loaded>('this month’s estimates', 'estimate-month-figures', async (signal) => {
    const [figures, settings] = await Promise.all([getEstimateMonthFigures(signal), getEstimateSettings(signal)]);
    return { figures, money: { currency: settings.currency, locale: settings.locale } };
  });
  return (
    <PageSection title={MONTH_FIGURES_TITLE}>
      <AsyncContent resource={loaded} failureAdvice={OWNER_LOAD_ADVICE}>
        {({ figures, money }) => <MonthFigureCards figures={figures} money={money} />}
      </AsyncContent>
      <p>
        <Link to={paths.adminEstimates}>{ESTIMATES_LINK}</Link>
      </p>
    </PageSection>
  );
}
