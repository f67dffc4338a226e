import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { wasSignedIn } from '../lib/session-hint';
import { DashboardRoute } from './dashboard-route';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';

// Code-split pages (the route guards hold the Suspense boundary). The dashboard, where a
// signed-in visitor lands, is in the first bundle; every other page loads when first opened.
const loadLoginPage = () => import('../features/auth/components/login-page');
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));

/**
 * A browser that was signed out when last seen will most likely show the sign-in page: its
 * code is fetched together with the session check rather than after it.
 */
export function preloadSignIn(): void {
  if (!wasSignedIn()) loadLoginPage().catch(() => undefined);
}

const SignupPage = lazy(() =>
  import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
const NewOrderPage = lazy(() =>
  import('../features/orders/components/new-order-page').then((m) => ({ default: m.NewOrderPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const OrderDetailsPage = lazy(() =>
  import('../features/order-details').then((m) => ({ default: m.OrderDetailsPage })),
);
const OrderPrintPage = lazy(() =>
  import('../features/order-details').then((m) => ({ default: m.OrderPrintPage })),
);
const ReportsPage = lazy(() => import('../features/reports').then((m) => ({ default: m.ReportsPage })));
const InventoryPage = lazy(() => import('../features/inventory').then((m) => ({ default: m.InventoryPage })));
const ClientsPage = lazy(() => import('../features/clients').then((m) => ({ default: m.ClientsPage })));
const CreditReportPage = lazy(() =>
  import('../features/clients').then((m) => ({ default: m.CreditReportPage })),
);
const ClientPage = lazy(() => import('../features/clients').then((m) => ({ default: m.ClientPage })));
const PriceListsPage = lazy(() => import('../features/prices').then((m) => ({ default: m.PriceListsPage })));
const PriceListPage = lazy(() => import('../features/prices').then((m) => ({ default: m.PriceListPage })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AccountsPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.AccountsPage })));
const AuditPage = lazy(() => import('../features/audit').then((m) => ({ default: m.AuditPage })));

/** SPEC §2's routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route element={<PublicOnlyRoute />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
      </Route>
      <Route element={<ProtectedRoute />}>
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/orders/new" element={<NewOrderPage />} />
        <Route path="/orders/:id" element={<OrderDetailsPage />} />
        <Route path="/orders/:id/print" element={<OrderPrintPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/accounts" element={<AccountsPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/inventory" element={<InventoryPage />} />
        <Route path="/clients" element={<ClientsPage />} />
        <Route path="/clients/:accountNo" element={<ClientPage />} />
        <Route path="/credit-report" element={<CreditReportPage />} />
        <Route path="/price-lists" element={<PriceListsPage />} />
        <Route path="/price-lists/:id" element={<PriceListPage />} />
        <Route path="/settings" element={<SettingsPage />} />
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={<Spinner fullPage />}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
