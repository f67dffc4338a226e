import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { useLanguage } from '../i18n';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // A language switch re-renders the whole tree (what is memoised takes the language as a
  // prop), so every screen speaks the new language at once without losing its state or reloading.
  useLanguage();
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
