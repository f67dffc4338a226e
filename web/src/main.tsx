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
import './styles/inventory.css';

applyDocumentLocale();
preloadSignIn();

const queryClient = createQueryClient();
// The first render waits for the active language's catalog (index.html's boot script has
// already asked for it), so no screen ever shows a message key; a failed load is tried once
// more. It also waits for the session check and, opening the dashboard, for its orders and
// cards (asked for with the page), so the first screen is the page itself rather than a
// spinner and then the page; the data is not waited for past a second after the opening.
const FIRST_SCREEN_WAIT_MS = 1000;
const language = startLanguage()
  .catch(() => startLanguage())
  .catch((error: unknown) => console.error('The language catalog did not load', error));
const dashboard = Promise.race([
  prefetchDashboard(queryClient, window.location),
  new Promise((resolve) => setTimeout(resolve, Math.max(0, FIRST_SCREEN_WAIT_MS - performance.now()))),
]);
void Promise.all([language, queryClient.prefetchQuery(sessionQueryOptions()), dashboard]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
