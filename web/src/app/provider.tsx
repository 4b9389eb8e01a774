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
  children: ReactNode;
};

export function AppProvider({ contentStore = pageContentStore, children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <PublicContentContext value={contentStore}>
        <GlobalStyle />
        {children}
        <ToastRegion />
        <ConnectionNotices />
      </PublicContentContext>
    </ThemeProvider>
  );
}
