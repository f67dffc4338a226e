import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToast } from '../components/ui/toast';
import { loadTooltips } from '../components/ui/tooltip';
import { PageTitleProvider } from '../lib/page-title';

// Radix Toast loads with the first toast: most openings raise none before the visitor acts.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toast region, from the first toast on (it then stays, so F8 keeps finding it). */
function Toasts() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Tooltips are not needed to show the first screen: their code is fetched once it is up.
  useEffect(() => {
    loadTooltips().catch(() => undefined);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <PageTitleProvider>{children}</PageTitleProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
