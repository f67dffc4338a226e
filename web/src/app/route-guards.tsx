import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/get-session';
import { useSignOut } from '../features/auth/api/sign-out';
import { LanguageSwitch } from '../features/auth/components/language-switch';
import { AppLayout } from '../features/layout/components/app-layout';
import { LiveIndicator } from '../features/live/components/live-indicator';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { UserStatusButton } from '../features/users/components/user-status-button';
import { CurrentUserProvider } from '../lib/current-user';
import { RealtimeProvider } from '../lib/realtime';

const EnrolmentPage = lazy(() =>
  import('../features/auth/components/enrolment-page').then((m) => ({ default: m.EnrolmentPage })),
);

/**
 * Signed-in routes: the Loading spinner while the session is checked, else /login when signed
 * out; a person who must enrol a second factor enrols before anything else (DESIGN §13).
 */
export function ProtectedRoute() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  if (isLoading) return <Spinner fullPage />;
  if (!user) return <Navigate to="/login" replace />;
  // GET /api/auth/me says whether enrolment comes first (no second request on every opening).
  if (user.mfaEnrolmentRequired) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <EnrolmentPage />
      </Suspense>
    );
  }
  return (
    <CurrentUserProvider user={user}>
      <RealtimeProvider>
        <AppLayout
          user={user}
          onSignOut={() => void signOut()}
          userStatus={<UserStatusButton />}
          liveIndicator={<LiveIndicator />}
          notificationBell={<NotificationBell />}
          languageSwitch={<LanguageSwitch />}
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </AppLayout>
      </RealtimeProvider>
    </CurrentUserProvider>
  );
}

/** /login and /signup: for signed-out visitors only; a signed-in user goes to the dashboard. */
export function PublicOnlyRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner fullPage />;
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <Outlet />
    </Suspense>
  );
}
