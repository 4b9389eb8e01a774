import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { resolveValue, type Toast, toast as toastStore, useToaster } from 'react-hot-toast/headless';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { TOAST_EXIT_MS, TOAST_MAX_VISIBLE, TOAST_PHONE_MAX_SCREEN_SHARE } from '@/config/constants.ts';
import { ToastItem } from './toast-item.tsx';
import { type ToastEdge, toastEdge } from './toast-placement.ts';
import { useRaisingControl } from './use-raising-control.ts';

// The store keeps every toast until it is removed; removal waits for the exit animation.
// Its own timers stay off: each toast counts its own time on screen (see notify.ts).
const STORE_OPTIONS = { duration: Infinity, removeDelay: TOAST_EXIT_MS };

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  right: 0;
  bottom: 0;
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space.md};
  pointer-events: none;

  /* Moved up when at the bottom it would cover the control that raised the toast. */
  &[data-edge='top'] {
    top: 0;
    bottom: auto;
  }

  ${({ theme }) => theme.media.mobile} {
    left: 0;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));

    &[data-edge='top'] {
      padding-top: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-top));
    }
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  /* All the toasts on screen stay there, in a band that leaves most of the page in view. */
  ${({ theme }) => theme.media.mobile} {
    max-height: ${TOAST_PHONE_MAX_SCREEN_SHARE * 100}dvh;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

/** Where the region should sit for the control last pressed, measured as it is now. */
function edgeFor(region: HTMLElement | null, control: Element | null): ToastEdge {
  if (!region || !control?.isConnected) return 'bottom';
  // A DOMRect's sides are getters, not own properties: copied one by one.
  const { left, right, height } = region.getBoundingClientRect();
  const pressed = control.getBoundingClientRect();
  const controlBox = { left: pressed.left, right: pressed.right, top: pressed.top, bottom: pressed.bottom };
  const screenBottom = window.innerHeight;
  return toastEdge(controlBox, { left, right, top: screenBottom - height, bottom: screenBottom });
}

const textOf = (toast: Toast) => String(resolveValue(toast.message, toast) ?? '');

/**
 * The one notification region, at the root of the page. Toasts show in the order they were
 * raised, at most TOAST_MAX_VISIBLE at once; the rest wait and enter as others close. The
 * region sits at the bottom, or at the top when the bottom would cover the control that raised
 * the newest toast; on a phone it never takes more than TOAST_PHONE_MAX_SCREEN_SHARE of the screen.
 * Screen readers hear each toast once it is on screen: errors assertively, the rest politely.
 */
export function ToastRegion() {
  const { toasts } = useToaster(STORE_OPTIONS);
  const inOrder = [...toasts].reverse(); // the store keeps the newest first
  const onScreen = inOrder.slice(0, TOAST_MAX_VISIBLE);
  const announced = onScreen.filter((toast) => toast.visible);
  const regionRef = useRef<HTMLElement>(null);
  const raisingControl = useRaisingControl(regionRef);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const newestId = toasts[0]?.id;

  // Placed once per new toast, before it is painted: a region that moved while read would be worse.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again only when a toast arrives.
  useLayoutEffect(() => {
    if (newestId !== undefined) setEdge(edgeFor(regionRef.current, raisingControl.current));
  }, [newestId]);

  // A toast dismissed while it waited was never seen: it leaves at once, without an exit.
  useEffect(() => {
    const queued = [...toasts].reverse().slice(TOAST_MAX_VISIBLE);
    for (const toast of queued) if (!toast.visible) toastStore.remove(toast.id);
  }, [toasts]);

  return (
    <Region ref={regionRef} aria-label="Notifications" data-edge={edge}>
      <List>
        {inOrder.map((toast, index) => (
          <ToastItem key={toast.id} toast={toast} admitted={index < TOAST_MAX_VISIBLE} />
        ))}
      </List>
      <VisuallyHidden as="div">
        <div role="status" aria-live="polite">
          {announced
            .filter((toast) => toast.type !== 'error')
            .map((toast) => (
              <p key={toast.id}>{textOf(toast)}</p>
            ))}
        </div>
        <div role="alert" aria-live="assertive">
          {announced
            .filter((toast) => toast.type === 'error')
            .map((toast) => (
              <p key={toast.id}>{textOf(toast)}</p>
            ))}
        </div>
      </VisuallyHidden>
    </Region>
  );
}
