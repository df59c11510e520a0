import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { NotAvailablePage } from '../ui/NotAvailablePage';
import { FullPageLoading } from './FullPageLoading';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { RequireAdminArea } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { PROTECTED_ROUTES, type AppRoute } from './routes';

function renderRoute(route: AppRoute) {
  if (route.adminArea) {
    // the admin area's own guard: global admins and building admins; nothing else changes
    const { adminArea: _, ...open } = route;
    return (
      <Route key={route.path} path={route.path}>
        <RequireAdminArea>
          <Switch>{renderRoute(open)}</Switch>
        </RequireAdminArea>
      </Route>
    );
  }
  if ('redirect' in route) {
    return (
      <Route key={route.path} path={route.path}>
        <Redirect to={route.redirect} replace />
      </Route>
    );
  }
  if ('notAvailable' in route) {
    return (
      <Route key={route.path} path={route.path}>
        <NotAvailablePage title={route.notAvailable} />
      </Route>
    );
  }
  return <Route key={route.path} path={route.path} component={route.page} />;
}

/** The signed-in area's pages; each page's code loads when first visited. */
export function ProtectedRoutes() {
  // a page that fails to load keeps the shell around it; going elsewhere clears the error
  const [location] = useLocation();
  return (
    <LoadErrorBoundary resetKey={location}>
      <Suspense fallback={<FullPageLoading />}>
        <Switch>
          {PROTECTED_ROUTES.map(renderRoute)}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </LoadErrorBoundary>
  );
}
