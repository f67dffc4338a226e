import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadSignIn } from './app/router';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { prefetchDashboard } from './features/dashboard/api/prefetch-dashboard';
import { applyDocumentLocale, startLanguage } from './i18n';
import './styles.css';
import './styles/orders.css';
import './styles/order-details.css';
import './styles/widths.css';
import './styles/widths-details.css';
import './styles/languages.css';
import './styles/credit.css';
import './styles/inventory.css';

applyDocumentLocale();
preloadSignIn();

const queryClient = createQueryClient();
// The first render waits for the active language's catalog (index.html's boot script has
// already asked for it), so no screen ever shows a message key; a failed load is tried once
// more. It then waits a moment for the session check and, opening the dashboard, its orders
// and cards (all asked for with the page and usually here by now), so the first screen is the
// page itself rather than a spinner and then the page; past that moment the spinner shows.
const FIRST_SCREEN_WAIT_MS = 300;
const language = startLanguage()
  .catch(() => startLanguage())
  .catch((error: unknown) => console.error('The language catalog did not load', error));
const firstData = Promise.all([
  queryClient.prefetchQuery(sessionQueryOptions()),
  prefetchDashboard(queryClient, window.location),
]);
void language
  .then(() => Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]))
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
