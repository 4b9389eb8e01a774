import { type ActiveSession, KEEP_SIGNED_IN_DAYS } from '@painting-site/gateway/contract/auth';
import { ItemCard, ItemFacts, ItemTitle } from '@/components/ui/item-card.tsx';
import { Moment } from '@/components/ui/moment.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { Tag } from '@/components/ui/tag.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { placeOf } from '../sign-in-words.ts';

export const KEPT_SIGNED_IN_TAG = `Kept signed in for ${KEEP_SIGNED_IN_DAYS} days`;

type SessionItemProps = {
  session: ActiveSession;
  /** True while its sign-out is on the way. */
  pending: boolean;
  onSignOut: (session: ActiveSession) => void;
};

/** One signed-in device: what and where it is, when it signed in and expires, and a way to sign it out. */
export function SessionItem({ session, pending, onSignOut }: SessionItemProps) {
  return (
    <ItemCard data-current={session.current}>
      <ItemFacts>
        <ItemTitle>
          {session.browser}
          {session.current && <Tag $tone="success">This device</Tag>}
          {session.keptSignedIn && <Tag>{KEPT_SIGNED_IN_TAG}</Tag>}
        </ItemTitle>
        <p>{session.address}</p>
        <p>
          Signed in <Moment at={session.signedInAt} />
        </p>
        <p>
          Expires <Moment at={session.expiresAt} />
        </p>
      </ItemFacts>
      {/* This device signs out with the header's "Sign out", which also forgets the token here. */}
      {!session.current && (
        <PendingButton
          type="button"
          data-variant="secondary"
          data-size="small"
          pending={pending}
          pendingLabel="Signing out…"
          onClick={() => onSignOut(session)}
        >
          Sign out<VisuallyHidden> {placeOf(session)}</VisuallyHidden>
        </PendingButton>
      )}
    </ItemCard>
  );
}
