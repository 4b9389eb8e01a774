import type { CalendarFeed } from '@painting-site/gateway/contract/estimate-visits';
import { useState } from 'react';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getCalendarFeed, makeCalendarFeed, stopCalendarFeed } from '../api/calendar-feed.ts';
import { CopyTextButton } from './copy-text-button.tsx';

export const FEED_MADE_MESSAGE = 'Calendar address made. Add it to your calendar app.';
export const FEED_RENEWED_MESSAGE = 'New calendar address made. The old one no longer works.';
export const FEED_STOPPED_MESSAGE = 'Calendar feed stopped. The address no longer works.';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Address = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const HowTo = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type Asking = 'renew' | 'stop' | null;

function FeedAddresses({ feed, onChanged }: { feed: CalendarFeed; onChanged: (feed: CalendarFeed) => void }) {
  const [making, setMaking] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

  async function make() {
    setMaking(true);
    try {
      onChanged(await makeCalendarFeed());
      notify.success(FEED_MADE_MESSAGE);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setMaking(false);
    }
  }

  /** For the dialogs: a failure is told, and the dialog stays for another try. */
  async function change(action: () => Promise<CalendarFeed>, done: string) {
    try {
      onChanged(await action());
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    setAsking(null);
    notify.success(done);
  }

  if (!feed.url || !feed.webcalUrl) {
    return (
      <Box>
        <p>No calendar address yet. Make one to see your booked visits and follow-up days in your phone’s calendar.</p>
        <div>
          <PendingButton type="button" pending={making} pendingLabel="Making…" onClick={() => void make()}>
            Make a calendar address
          </PendingButton>
        </div>
      </Box>
    );
  }

  return (
    <Box>
      <Address>
        <TextField label="Calendar address" name="webcalUrl" value={feed.webcalUrl} readOnly spellCheck={false} />
        <CopyTextButton text={feed.webcalUrl} what="calendar address" />
      </Address>
      <Address>
        <TextField
          label="Web address (for Google Calendar)"
          name="feedUrl"
          value={feed.url}
          readOnly
          spellCheck={false}
        />
        <CopyTextButton text={feed.url} what="web address" />
      </Address>
      <HowTo aria-label="How to add it">
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL, then paste the web address.
        </li>
        <li>
          <strong>iPhone or Mac</strong>: open the calendar address on the device, or in Calendar choose File, New
          Calendar Subscription.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, Subscribe from web, then paste the web address.
        </li>
      </HowTo>
      <p>Anyone with the address sees your visits (names, towns, services): keep it to yourself.</p>
      <Actions>
        <Button type="button" data-variant="secondary" onClick={() => setAsking('renew')}>
          Make a new address
        </Button>
        <Button type="button" data-variant="danger" onClick={() => setAsking('stop')}>
          Stop the feed
        </Button>
      </Actions>
      {asking === 'renew' && (
        <ConfirmDialog
          title="Make a new calendar address?"
          confirmLabel="Make a new address"
          pendingLabel="Making…"
          onConfirm={() => change(makeCalendarFeed, FEED_RENEWED_MESSAGE)}
          onClose={() => setAsking(null)}
        >
          The old address stops working: calendars subscribed to it get no more updates until you add the new one.
        </ConfirmDialog>
      )}
      {asking === 'stop' && (
        <ConfirmDialog
          title="Stop the calendar feed?"
          confirmLabel="Stop the feed"
          pendingLabel="Stopping…"
          onConfirm={() => change(stopCalendarFeed, FEED_STOPPED_MESSAGE)}
          onClose={() => setAsking(null)}
        >
          The address stops working: calendars subscribed to it get no more updates.
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** The secret address calendar apps subscribe to: make it, copy it, replace it or stop it. */
export function CalendarFeedBox() {
  const feed = useLoaded('the calendar feed', 'calendar-feed', getCalendarFeed);
  const { update } = feed;
  return (
    <PageSection
      title="Calendar feed"
      lead="Your booked visits and follow-up days in Google, Apple or Outlook calendar. It refreshes on its own."
    >
      <AsyncContent resource={feed} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) => <FeedAddresses feed={data} onChanged={(changed) => update(() => changed)} />}
      </AsyncContent>
    </PageSection>
  );
}
