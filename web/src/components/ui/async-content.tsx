import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { ResourceView } from '@/lib/resource-view.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

const Waiting = styled.div<{ $minHeight: string }>`
  display: grid;
  grid-template-rows: minmax(${({ $minHeight }) => $minHeight}, auto);
  place-items: center;
  color: ${({ theme }) => theme.colors.inkMuted};

  /* The spinner stays in the first rows, where the visitor is looking; the rest is held room. */
  &[data-reserve-screen='true'] {
    min-height: 100vh;
    align-content: start;
  }
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FailureTitle = styled.p`
  font-weight: 700;
`;

const VISITOR_ADVICE = 'Check your connection, then try again. If it keeps happening, please call us.';
/** The owner's words for a dashboard section that failed to load. */
export const OWNER_LOAD_ADVICE = 'Check your connection, then try again.';

type LoadFailedProps = {
  /** What could not be loaded, e.g. "the services". */
  what: string;
  onRetry: () => void;
  /** What to do about it; the public pages' words (call us) unless given. */
  advice?: string | undefined;
};

/** Says what could not be loaded and offers to ask again: never a blank space where content was. */
export function LoadFailed({ what, onRetry, advice = VISITOR_ADVICE }: LoadFailedProps) {
  const messageId = useId();
  return (
    <Failure>
      <FailureTitle id={messageId}>Couldn't load {what}.</FailureTitle>
      <p>{advice}</p>
      <Button type="button" data-variant="secondary" aria-describedby={messageId} onClick={onRetry}>
        Try again
      </Button>
    </Failure>
  );
}

type AsyncContentProps<T> = {
  resource: ResourceView<T>;
  /** Room kept while loading, so the page does not jump when the content arrives. */
  minHeight?: string;
  /**
   * For content longer than a screen once in (a page's main list): a screen's height is held while
   * it loads, so what follows waits out of view instead of being pushed down in view (layout shift).
   */
  reserveScreen?: boolean;
  /** What to do when it fails to load; see LoadFailed. */
  failureAdvice?: string | undefined;
  children: (data: T) => ReactNode;
};

/** A spinner while a resource loads, the retry block if it fails, else what `children` makes of it. */
export function AsyncContent<T>({
  resource,
  minHeight = '8rem',
  reserveScreen = false,
  failureAdvice,
  children,
}: AsyncContentProps<T>) {
  if (resource.status === 'ready') return children(resource.data);
  if (resource.status === 'error') {
    return <LoadFailed what={resource.what} onRetry={resource.retry} advice={failureAdvice} />;
  }
  return (
    <Waiting $minHeight={minHeight} data-reserve-screen={reserveScreen}>
      <Spinner label={`Loading ${resource.what}`} />
    </Waiting>
  );
}
