import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider.tsx';
import { returnToSignInWhenSessionEnds } from '@/app/router.tsx';

/** Renders routes at `path` in memory, inside the same providers and wiring the app uses. */
export function renderWithRouter(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  returnToSignInWhenSessionEnds(router);
  const { unmount } = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, unmount };
}
