import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useLanguage } from '../i18n';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // A language switch re-renders the whole tree (nothing below is memoised on texts), so every
  // screen speaks the new language at once without losing its state or reloading.
  useLanguage();
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
