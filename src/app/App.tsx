/**
 * The root: SWR settings, the toaster and the top-level switch between the
 * public screens and the signed-in app (spec 000 §2, 001 §2).
 */
import { lazy, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from 'react-hot-toast';
import { Route, Switch } from 'wouter';
import { swrConfig } from '../lib/swrConfig';
import { FullPageLoading } from './FullPageLoading';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { GuestOnly, RequireAuth } from './guards';
import { LoginPage, PublicBuildingInfoPage, PublicQrPassPage, RegisterPage, ResetPasswordPage } from './routes';
import { useToastPlacement } from './toastPlacement';

const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

/**
 * Toasts per spec 000 §4/§9: top right, 4 s. react-hot-toast styles inline,
 * so the dark theme needs important utilities to win.
 */
export const TOAST_OPTIONS = {
  duration: 4000,
  className: 'dark:bg-slate-800! dark:text-slate-100! dark:ring-1 dark:ring-slate-700',
} as const;

export function AppRoutes() {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<FullPageLoading />}>
        <Switch>
          <Route path="/login">
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          </Route>
          <Route path="/register">
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          </Route>
          <Route path="/reset-password">
            <GuestOnly>
              <ResetPasswordPage />
            </GuestOnly>
          </Route>
          {/* public for everyone, signed in or not: no redirect here (only the bare /building-info is guarded) */}
          <Route path="/building-info/:id" component={PublicBuildingInfoPage} />
          {/* a visitor's pass opens on their phone without an account (the bare /qr-access stays guarded) */}
          <Route path="/qr-access/:key" component={PublicQrPassPage} />
          <Route>
            <RequireAuth>
              <AuthenticatedApp />
            </RequireAuth>
          </Route>
        </Switch>
      </Suspense>
    </LoadErrorBoundary>
  );
}

export function App() {
  // on a wide screen below the 56 px top bar and clear of a page header's buttons; on a phone at the bottom (toastPlacement.ts)
  const { position, containerStyle } = useToastPlacement();
  return (
    <SWRConfig value={swrConfig}>
      <AppRoutes />
      <Toaster position={position} toastOptions={TOAST_OPTIONS} containerStyle={containerStyle} />
    </SWRConfig>
  );
}
