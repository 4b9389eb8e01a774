import { PageMeta } from '@/components/seo/page-meta.tsx';
import { AvailabilityEditor } from '@/features/estimate-visits-admin/components/availability-editor.tsx';
import { CalendarFeedBox } from '@/features/estimate-visits-admin/components/calendar-feed-box.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Estimate visits" description="When customers may book an estimate visit online." />
      <h1>Estimate visits</h1>
      <p>
        When customers may book a free estimate visit online, right after sending a quote request. Each booked visit
        shows on its request and on the overview.
      </p>
      <AvailabilityEditor />
      <CalendarFeedBox />
    </>
  );
}
