import { TOAST_DURATION_MS } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { DeletedDialogHost } from '../components/ui/deleted-dialog';
import { AuthProvider } from '../lib/auth';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { followScreenAnswers } from '../lib/page-loaded';

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      // Failures are toasted by the API client and offer a Retry button: no silent repeats.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Work kept for after the first screen waits for its answers too (lib/page-loaded.ts).
  followScreenAnswers(client);
  return client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {/* Everything that shows text sits inside the language's provider (lib/i18n). */}
          <LanguageProvider>
            {children}
            <DeletedDialogHost />
          </LanguageProvider>
        </AuthProvider>
        <Toaster position="top-center" richColors closeButton duration={TOAST_DURATION_MS} />
      </QueryClientProvider>
    </BrowserRouter>
  );
}
