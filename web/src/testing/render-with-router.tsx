import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { AppProvider } from '@/app/provider.tsx';
import { ReturnToSignInWhenSessionEnds } from '@/features/auth/components/return-to-sign-in-when-session-ends.tsx';

/** What a test reads of the router and drives it with: where it is, how it got there, navigate. */
export type TestRouter = {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
};

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A window on the router for the test, kept up to date on every render. */
function RouterProbe({
  into,
}: {
  into: { location?: Location; action?: NavigationType; navigate?: NavigateFunction };
}) {
  into.location = useLocation();
  into.action = useNavigationType();
  into.navigate = useNavigate();
  return null;
}

/** Renders routes at `path` in memory, inside the same providers and wiring the app uses. */
export function renderWithRouter(routes: RouteObject[], path: string) {
  const seen: { location?: Location; action?: NavigationType; navigate?: NavigateFunction } = {};
  const { unmount } = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <ReturnToSignInWhenSessionEnds />
        <Routes routes={routes} />
        <RouterProbe into={seen} />
      </MemoryRouter>
    </AppProvider>,
  );
  const router: TestRouter = {
    get state() {
      if (!seen.location || !seen.action) throw new Error('the router has not rendered');
      return { location: seen.location, historyAction: seen.action };
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!seen.navigate) throw new Error('the router has not rendered');
      return seen.navigate(...args);
    }) as NavigateFunction,
  };
  return { router, unmount };
}
