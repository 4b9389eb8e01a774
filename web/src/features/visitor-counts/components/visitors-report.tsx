import type { VisitorPeriodDays, VisitorReport } from '@painting-site/gateway/contract/visitor-counts';
import { useState } from 'react';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { DownloadButton } from '@/components/ui/download-button.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { exportVisitorDays } from '../api/export-visitor-days.ts';
import { getVisitorReport } from '../api/get-visitor-report.ts';
import { DEFAULT_PERIOD_DAYS, PERIOD_OPTIONS, periodOf } from '../visitor-words.ts';
import { CampaignsTable } from './campaigns-table.tsx';
import { DailyChart } from './daily-chart.tsx';
import { DailyTable } from './daily-table.tsx';
import { SourcesTable } from './sources-table.tsx';
import { TopPagesTable } from './top-pages-table.tsx';
import { VisitorTotals } from './visitor-totals.tsx';

export const PERIOD_LEGEND = 'Period';
export const NO_VISITORS_NOTE =
  'No visitors counted yet. Counting starts when someone opens a page of your published website: today’s visitors show up here as they come, and each day’s totals stay. Try a longer period for earlier days.';
export const PER_DAY_TITLE = 'Visitors and page views per day';
export const PAGES_TITLE = 'Top pages';
export const SOURCES_TITLE = 'Where visitors came from';
export const CAMPAIGNS_TITLE = 'Campaign links';
const CAMPAIGNS_LEAD =
  'The source, medium and campaign you wrote into each campaign link (utm_source, utm_medium, utm_campaign), so two flyers or two ads can be told apart.';
const SOURCES_LEAD =
  'A campaign link is the name you gave a flyer’s or ad’s link; a website is the one that linked to yours; Direct is a typed address or a bookmark. Sent per visitor: the share of its visitors who sent a quote request. Estimates sent and Value won: the estimates of its requests first sent in the period, and the accepted totals of those accepted in it.';

function ReportContent({ report }: { report: VisitorReport }) {
  if (report.totals.visitors === 0) return <EmptyNote>{NO_VISITORS_NOTE}</EmptyNote>;
  return (
    <>
      <VisitorTotals report={report} />
      <PageSection title={PER_DAY_TITLE}>
        <DailyChart daily={report.daily} />
        <DailyTable daily={report.daily} />
        <div>
          <DownloadButton
            download={() => exportVisitorDays(report.days)}
            label="Download CSV"
            pendingLabel="Downloading…"
            successWords="Downloaded"
          />
        </div>
      </PageSection>
      <PageSection title={PAGES_TITLE}>
        <TopPagesTable pages={report.pages} />
      </PageSection>
      <PageSection title={SOURCES_TITLE} lead={SOURCES_LEAD}>
        <SourcesTable sources={report.sources} money={report.money} />
      </PageSection>
      {report.campaigns.length > 0 && (
        <PageSection title={CAMPAIGNS_TITLE} lead={CAMPAIGNS_LEAD}>
          <CampaignsTable campaigns={report.campaigns} />
        </PageSection>
      )}
    </>
  );
}

/** The period picker and what the visitors of that period did. */
export function VisitorsReport() {
  const [days, setDays] = useState<VisitorPeriodDays>(DEFAULT_PERIOD_DAYS);
  const report = useLoaded('the visitor figures', `visitors-${days}`, (signal) => getVisitorReport(days, signal));
  return (
    <>
      <RadioGroup
        legend={PERIOD_LEGEND}
        name="visitor-period"
        options={PERIOD_OPTIONS}
        value={`${days}`}
        onChange={(value) => setDays(periodOf(value))}
      />
      <AsyncContent resource={report} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) => <ReportContent report={data} />}
      </AsyncContent>
    </>
  );
}
