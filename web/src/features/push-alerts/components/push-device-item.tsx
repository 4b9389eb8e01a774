import type { PushDevice } from '@painting-site/gateway/contract/push-alerts';
import styled from 'styled-components';
import { ItemCard, ItemFacts, ItemTitle } from '@/components/ui/item-card.tsx';
import { Moment } from '@/components/ui/moment.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { Tag } from '@/components/ui/tag.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

export const THIS_DEVICE_TAG = 'This device';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the device's last alert came to, in words. */
function LastPush({ lastPush }: Pick<PushDevice, 'lastPush'>) {
  if (!lastPush) return <p>No alert sent yet</p>;
  return (
    <p>
      Last alert <Moment at={lastPush.at} />:{' '}
      {lastPush.outcome === 'sent' ? 'sent' : `failed${lastPush.error ? ` (${lastPush.error})` : ''}`}
    </p>
  );
}

/** Which of the device's actions is on its way, if any. */
export type DeviceAction = 'test' | 'stop';

type PushDeviceItemProps = {
  device: PushDevice;
  /** True for the browser this page runs in. */
  current: boolean;
  pending: DeviceAction | undefined;
  onTest: (device: PushDevice) => void;
  onStop: (device: PushDevice) => void;
};

/** One device that gets alerts: what it is, since when, how its last alert went, and its two actions. */
export function PushDeviceItem({ device, current, pending, onTest, onStop }: PushDeviceItemProps) {
  return (
    <ItemCard data-current={current}>
      <ItemFacts>
        <ItemTitle>
          {device.name}
          {current && <Tag $tone="success">{THIS_DEVICE_TAG}</Tag>}
        </ItemTitle>
        <p>Through {device.service}</p>
        <p>
          Added <Moment at={device.createdAt} />
        </p>
        <LastPush lastPush={device.lastPush} />
      </ItemFacts>
      <Actions>
        <PendingButton
          type="button"
          data-variant="secondary"
          data-size="small"
          pending={pending === 'test'}
          pendingLabel="Sending…"
          onClick={() => onTest(device)}
        >
          Send a test<VisuallyHidden> to {device.name}</VisuallyHidden>
        </PendingButton>
        <PendingButton
          type="button"
          data-variant="secondary"
          data-size="small"
          pending={pending === 'stop'}
          pendingLabel="Stopping…"
          onClick={() => onStop(device)}
        >
          Stop<VisuallyHidden> alerts on {device.name}</VisuallyHidden>
        </PendingButton>
      </Actions>
    </ItemCard>
  );
}
