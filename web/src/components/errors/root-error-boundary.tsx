import { Component, type ReactNode } from 'react';
import { CenteredLayout } from '@/components/layout/centered-layout.tsx';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

// How Chromium, Firefox, Safari and Vite's preload helper word a page chunk that failed
// to load; after a deploy the old hashed files are gone and a reload fetches the new ones.
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload/i;

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

function ErrorPage({ error }: { error: unknown }) {
  const updated = isChunkLoadFailure(error);

  return (
    <CenteredLayout>
      <PageMeta title="Something went wrong" description="This page could not be shown." />
      <h1>Something went wrong</h1>
      <p>
        {updated
          ? 'The website was updated while this page was open. Reload to get the latest version.'
          : 'Sorry, this page could not be shown. Reloading usually fixes it.'}
      </p>
      <ButtonRow>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        {/* A full page load rather than a router link: the router itself may be what failed. */}
        <Button as="a" href={paths.home} data-variant="secondary">
          Go to the home page
        </Button>
      </ButtonRow>
    </CenteredLayout>
  );
}

type RootErrorBoundaryProps = {
  /** The page shown (its address): going to another one leaves the error behind. */
  location: string;
  children: ReactNode;
};

/** The error caught, if any, and the address it happened at (known from the render after). */
type RootErrorBoundaryState = { error?: unknown; location?: string };

/** Last line of defence for the whole app: a calm page with a way forward, never a blank screen. */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<RootErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    { location }: RootErrorBoundaryProps,
    state: RootErrorBoundaryState,
  ): RootErrorBoundaryState | null {
    if (state.error === undefined) return null;
    if (state.location === undefined) return { error: state.error, location };
    return state.location === location ? null : {};
  }

  override render() {
    const { error } = this.state;
    return error === undefined ? this.props.children : <ErrorPage error={error} />;
  }
}
