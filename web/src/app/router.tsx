import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { NewOrderPage } from '../features/orders/components/new-order-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { NotFoundPage } from './not-found-page';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';

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
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/orders/new" element={<NewOrderPage />} />
        <Route path="/settings" element={<SettingsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
