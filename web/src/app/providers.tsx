import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { PageTitleProvider } from '../lib/page-title';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <PageTitleProvider>{children}</PageTitleProvider>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
