import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import type { PushSupport } from '../push-support.ts';

export const NOTIFY_BUTTON = 'Notify me on this device';
export const HOME_SCREEN_FIRST =
  'On an iPhone or iPad, add this dashboard to your Home Screen first (Share → Add to Home Screen), then open it from there and come back to this page. It needs iOS 16.4 or later.';
export const NOTIFICATIONS_BLOCKED =
  'Notifications are blocked for this site in this browser. To allow them, open the site settings (the icon beside the address, or your phone’s Settings → Notifications), allow notifications, then reload this page.';
export const PUSH_UNSUPPORTED =
  'This browser cannot show alerts. Use Chrome on Android, or Safari on an iPhone or iPad (iOS 16.4 or later) from the Home Screen.';
export const THIS_DEVICE_SUBSCRIBED = 'This device gets alerts. Stop them with its Stop button in the list below.';

/** Why this browser cannot get alerts and what to do: an edge in the highlight colour, ink text. */
const Note = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
`;

const NOTES: Record<Exclude<PushSupport, 'ready'>, string> = {
  'home-screen-first': HOME_SCREEN_FIRST,
  denied: NOTIFICATIONS_BLOCKED,
  unsupported: PUSH_UNSUPPORTED,
};

type ThisDeviceAlertsProps = {
  support: PushSupport;
  /** This browser is subscribed and listed. */
  subscribed: boolean;
  pending: boolean;
  onNotify: () => void;
};

/** This browser's part: the button that subscribes it, that it is subscribed, or why it cannot be. */
export function ThisDeviceAlerts({ support, subscribed, pending, onNotify }: ThisDeviceAlertsProps) {
  if (support !== 'ready') return <Note>{NOTES[support]}</Note>;
  if (subscribed) return <p>{THIS_DEVICE_SUBSCRIBED}</p>;
  return (
    <div>
      <PendingButton type="button" pending={pending} pendingLabel="Turning alerts on…" onClick={onNotify}>
        {NOTIFY_BUTTON}
      </PendingButton>
    </div>
  );
}
