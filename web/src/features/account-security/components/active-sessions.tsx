import type { ActiveSession, ActiveSessions } from '@painting-site/gateway/contract/auth';
import { useRef, useState } from 'react';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { ItemCardList } from '@/components/ui/item-card.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getActiveSessions } from '../api/get-active-sessions.ts';
import { signOutSession } from '../api/sign-out-session.ts';
import { placeOf } from '../sign-in-words.ts';
import { SessionItem } from './session-item.tsx';

export const SESSIONS_TITLE = 'Active sessions';
const SESSIONS_LEAD =
  'The devices signed in to this dashboard, newest first. Sign out any you do not recognise, then change your password.';

const newestFirst = (sessions: readonly ActiveSession[]) =>
  sessions.toSorted((a, b) => Date.parse(b.signedInAt) - Date.parse(a.signedInAt));

type ActiveSessionsSectionProps = {
  /** A new value loads the list again (after a password change signed the other devices out). */
  refreshKey?: number;
};

/** The owner's signed-in devices, each but this one with its own "Sign out". */
export function ActiveSessionsSection({ refreshKey = 0 }: ActiveSessionsSectionProps) {
  const sessions = useLoaded('the active sessions', `account-sessions-${refreshKey}`, getActiveSessions);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announcementRef = useRef<HTMLParagraphElement>(null);
  // Several sign-outs may be on their way at once: each button stays busy until its own answer.
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);

  const remove = (id: string) =>
    sessions.update((data: ActiveSessions) => ({ sessions: data.sessions.filter((session) => session.id !== id) }));

  async function signOut(session: ActiveSession) {
    const place = placeOf(session);
    setPendingIds((ids) => new Set(ids).add(session.id));
    setOutcome(NO_OUTCOME);
    try {
      await signOutSession(session.id);
      remove(session.id);
      setOutcome({ text: `Signed out ${place}.`, failed: false });
      // Its button is gone: focus goes back to the top of the list rather than to the page's start.
      headingRef.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        remove(session.id);
        setOutcome({ text: `That session (${place}) had already ended.`, failed: false });
        headingRef.current?.focus();
      } else {
        const reason = error instanceof ApiError ? error.message : 'Please try again.';
        setOutcome({ text: `Could not sign out ${place}. ${reason}`, failed: true });
        // The button was disabled while waiting, which drops focus: it lands on what went wrong.
        announcementRef.current?.focus();
      }
    } finally {
      setPendingIds((ids) => {
        const left = new Set(ids);
        left.delete(session.id);
        return left;
      });
    }
  }

  return (
    <PageSection title={SESSIONS_TITLE} lead={SESSIONS_LEAD} headingRef={headingRef}>
      {/* Always there, so a screen reader is listening before the first result arrives. */}
      <Announcement ref={announcementRef} role="status" tabIndex={-1} data-failed={outcome.failed}>
        {outcome.text}
      </Announcement>
      <AsyncContent resource={sessions} failureAdvice={OWNER_LOAD_ADVICE}>
        {({ sessions: list }) =>
          list.length === 0 ? (
            <EmptyNote>No device is signed in.</EmptyNote>
          ) : (
            <ItemCardList aria-label={SESSIONS_TITLE}>
              {newestFirst(list).map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  pending={pendingIds.has(session.id)}
                  onSignOut={signOut}
                />
              ))}
            </ItemCardList>
          )
        }
      </AsyncContent>
    </PageSection>
  );
}
