import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignIn } from './app/router';
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

// The first render waits for the active language's catalog (index.html's boot script has
// already asked for it), so no screen ever shows a message key. A failed load is tried once more.
void startLanguage()
  .catch(() => startLanguage())
  .catch((error: unknown) => console.error('The language catalog did not load', error))
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
