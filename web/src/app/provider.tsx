import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastRegion } from '@/components/ui/toast/toast-region.tsx';
import { ConnectionNotices } from '@/features/connection/components/connection-notices.tsx';
import { GlobalStyle } from '@/styles/global-style.ts';
import { theme } from '@/styles/theme.ts';

type AppProviderProps = {
  children: ReactNode;
};

export function AppProvider({ children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToastRegion />
      <ConnectionNotices />
    </ThemeProvider>
  );
}
