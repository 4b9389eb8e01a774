import {
  SEARCH_WAITS_FOR_ADDRESS,
  type SearchVisibilitySetting,
  SITE_ADDRESS_MISSING,
} from '@painting-site/gateway/contract/search-visibility';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { SEARCH_ENGINES_SECTION_ID } from '@/config/constants.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getSearchVisibility } from '../api/get-search-visibility.ts';
import { saveSearchVisibility } from '../api/save-search-visibility.ts';

export const SEARCH_SHOWN_MESSAGE = 'Search engines may now list your site. It can take them a few days to visit.';
export const SEARCH_HIDDEN_MESSAGE = 'Your site now asks search engines not to list it.';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SECTION_LEAD =
  'While this is off, every page asks search engines not to list it, so a half-finished site never shows in search results. Turn it on once the site says what you want customers to read.';

/**
 * "Show my site in search engines": the owner's switch, saved with its own button. Until the site
 * has its address the switch cannot be turned on, and says why beside it (the gateway's 409 would).
 */
export function SearchVisibilitySection() {
  const stored = useLoaded('the search engine setting', 'search-visibility', getSearchVisibility);
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const errors = useApiErrorToast();
  const saved = stored.latest?.shown;
  const shown = choice ?? saved ?? false;
  // Waiting for the address: turning it on is refused, turning a stored "on" off still works.
  const waiting = stored.latest?.addressSet === false;
  const locked = waiting && !saved;

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const answer: SearchVisibilitySetting = await saveSearchVisibility(shown);
      errors.clear();
      stored.update(() => answer);
      setChoice(undefined);
      notify.success(answer.shown ? SEARCH_SHOWN_MESSAGE : SEARCH_HIDDEN_MESSAGE);
    } catch (error) {
      errors.show(error);
      // The address went away since the page loaded: the switch waits again, and says so.
      if (error instanceof ApiError && error.code === SITE_ADDRESS_MISSING) {
        stored.update((latest) => ({ ...latest, addressSet: false }));
        setChoice(undefined);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <PageSection id={SEARCH_ENGINES_SECTION_ID} title="Search engines" lead={SECTION_LEAD}>
      {saved !== undefined && (
        <Form onSubmit={save} aria-label="Search engines">
          <CheckboxField
            label="Show my site in search engines"
            checked={shown}
            disabled={locked}
            hint={waiting ? SEARCH_WAITS_FOR_ADDRESS : undefined}
            onChange={(event) => setChoice(event.target.checked)}
          />
          {!locked && (
            <PendingButton pending={pending} pendingLabel="Saving…">
              Save
            </PendingButton>
          )}
        </Form>
      )}
    </PageSection>
  );
}
