import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { resolveValue, type Toast, toast as toastStore } from 'react-hot-toast/headless';
import styled, { keyframes } from 'styled-components';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TOAST_ENTER_MS, TOAST_EXIT_MS } from '@/config/constants.ts';
import { forgetToastTimeout, toastTimeoutMs } from './notify.ts';
import { useAutoClose } from './use-auto-close.ts';
import { useSwipeDismiss } from './use-swipe-dismiss.ts';

/** Closed is the end: the toast has left the store and the page. */
export type ToastPhase = 'queued' | 'entering' | 'visible' | 'exiting';

function useToastPhase(admitted: boolean, shown: boolean): ToastPhase {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    if (!admitted || entered) return;
    const timer = setTimeout(() => setEntered(true), TOAST_ENTER_MS);
    return () => clearTimeout(timer);
  }, [admitted, entered]);

  if (!admitted) return 'queued';
  if (!shown) return 'exiting';
  return entered ? 'visible' : 'entering';
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
`;

const Item = styled.li`
  --toast-accent: ${({ theme }) => theme.colors.ink};
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.md};
  border-left: 6px solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* The toast follows the finger; the page does not scroll under it. */
  touch-action: none;
  cursor: grab;
  transform: translate(var(--swipe-x, 0px), var(--swipe-y, 0px));
  transition:
    transform 250ms cubic-bezier(0.34, 1.56, 0.64, 1),
    opacity ${TOAST_EXIT_MS}ms ease;

  /* A queued toast waits off screen: its grid must not undo the hidden attribute. */
  &[hidden] {
    display: none;
  }

  &[data-type='success'] {
    --toast-accent: ${({ theme }) => theme.colors.success};
  }
  &[data-type='error'] {
    --toast-accent: ${({ theme }) => theme.colors.danger};
  }
  &[data-type='blank'],
  &[data-type='loading'] {
    --toast-accent: ${({ theme }) => theme.colors.info};
  }
  &[data-state='entering'] {
    animation: ${enter} ${TOAST_ENTER_MS}ms ease-out;
  }
  &[data-state='exiting'] {
    opacity: 0;
    transition: opacity ${TOAST_EXIT_MS}ms ease;
  }
  &[data-swipe='dragging'] {
    cursor: grabbing;
    user-select: none;
    transition: none;
  }

  @media (prefers-reduced-motion: reduce) {
    /* No travel and no bounce: a quick fade. The toast's time on screen is unchanged. */
    &[data-state='entering'] {
      animation: none;
    }
    &,
    &[data-state='exiting'] {
      transition: opacity 120ms linear;
    }
  }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: var(--toast-accent);
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  line-height: 1;
`;

const LoadingIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  color: var(--toast-accent);
`;

const Message = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const GLYPHS: Partial<Record<Toast['type'], string>> = { success: '✓', error: '!', blank: 'i' };

function TypeIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') {
    return (
      <LoadingIcon>
        <Spinner size="sm" decorative />
      </LoadingIcon>
    );
  }
  return <Icon aria-hidden="true">{GLYPHS[type] ?? 'i'}</Icon>;
}

interface ToastItemProps {
  toast: Toast;
  /** One of the toasts allowed on screen; otherwise it waits in the queue. */
  admitted: boolean;
}

export function ToastItem({ toast, admitted }: ToastItemProps) {
  const phase = useToastPhase(admitted, toast.visible);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useCallback(() => toastStore.dismiss(toast.id), [toast.id]);
  const swipe = useSwipeDismiss(dismiss);
  const message = String(resolveValue(toast.message, toast) ?? '');

  useAutoClose({
    running:
      (phase === 'entering' || phase === 'visible') &&
      toast.type !== 'loading' &&
      !hovered &&
      !focused &&
      !swipe.dragging,
    timeoutMs: toastTimeoutMs(toast.id),
    restartKey: `${toast.type}:${message}`,
    onExpire: dismiss,
  });
  useEffect(() => () => forgetToastTimeout(toast.id), [toast.id]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Item
      data-state={phase}
      data-type={toast.type}
      data-swipe={swipe.status}
      hidden={phase === 'queued'}
      style={swipe.style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      {...swipe.handlers}
    >
      <TypeIcon type={toast.type} />
      <Message>{message}</Message>
      <CloseButton type="button" aria-label="Dismiss notification" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Item>
  );
}
