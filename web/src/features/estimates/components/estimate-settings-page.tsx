import type { EstimateSettings } from '@painting-site/gateway/contract/estimates';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getEstimateSettings } from '../api/estimate-settings-api.ts';
import { EstimateSettingsForm } from './estimate-settings-form.tsx';
import { PriceListManager } from './price-list-manager.tsx';

/** The price list lines are picked from, and the settings every new estimate starts with. */
export function EstimateSettingsPage() {
  const settings = useLoaded('the estimate settings', 'estimate-settings', (signal) => getEstimateSettings(signal));
  const saved = (next: EstimateSettings) => settings.update(() => next);
  return (
    <AsyncContent resource={settings} failureAdvice={OWNER_LOAD_ADVICE} reserveScreen>
      {(data) => (
        <>
          <PageSection
            title="Price list"
            lead="The work you price often. In an estimate, “Pick from the price list” adds a line of it, its price and unit filled in."
          >
            <PriceListManager format={data} />
          </PageSection>
          <PageSection title="Estimate settings" lead="The currency, and what every new estimate starts with.">
            <EstimateSettingsForm settings={data} onSaved={saved} />
          </PageSection>
        </>
      )}
    </AsyncContent>
  );
}
