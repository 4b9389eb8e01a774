import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastRegion } from '@/components/ui/toast/toast-region.tsx';
import { ConnectionNotices } from '@/features/connection/components/connection-notices.tsx';
import { type PublicContentStore, pageContentStore } from '@/lib/public-content-store.ts';
import { PublicContentContext } from '@/lib/use-public-content.ts';
import { GlobalStyle } from '@/styles/global-style.ts';
import { theme } from '@/styles/theme.ts';

type AppProviderProps = {
  /** Where the public pages read their content: the page's own store in the browser, one per server render. */
  contentStore?: PublicContentStore;
  /**
   * Whether the app puts in the global style (the reset, type and colours of every page). A
   * published page already holds it, and styled-components takes it over as the app starts:
   * mounting it again on such a page would clear and re-insert its rules as hydration ends, one
   * long task on a slow phone, and make the browser restyle the whole page.
   */
  globalStyle?: boolean;
  children: ReactNode;
};

export function AppProvider({ contentStore = pageContentStore, globalStyle = true, children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <PublicContentContext value={contentStore}>
        {/* Left out, its place is kept: the ids React makes (useId) follow each child's place. */}
        {globalStyle ? <GlobalStyle /> : null}
        {children}
        <ToastRegion />
        <ConnectionNotices />
      </PublicContentContext>
    </ThemeProvider>
  );
}
