import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyDocumentLocale } from './i18n';
import './styles.css';
import './styles/orders.css';
import './styles/order-details.css';
import './styles/widths.css';
import './styles/widths-details.css';
import './styles/languages.css';
import './styles/inventory.css';

applyDocumentLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
