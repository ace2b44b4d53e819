import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';

import { paths } from '#client/config/paths.ts';
import { ErrorBoundary } from '#client/components/layout/error-boundary.tsx';
import { PageLoadError } from '#client/components/layout/page-load-error.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
// The landing page ships in the entry chunk: every first visit needs it, so this saves a
// request round trip, and the modules it shares with other screens are not cut into many
// tiny chunks (see vite.config.ts). Budget: 110 KB gzip of JS for /.
import HomePage from '#client/app/routes/home.tsx';

// Every other screen is its own chunk, so the home page downloads only what it shows.
const AboutPage = lazy(() => import('#client/app/routes/about.tsx'));
const DeliveryPage = lazy(() => import('#client/app/routes/delivery.tsx'));
const CoveragePage = lazy(() => import('#client/app/routes/coverage.tsx'));
const ContactPage = lazy(() => import('#client/app/routes/contact.tsx'));
const TermsPage = lazy(() => import('#client/app/routes/terms.tsx'));
const LoginPage = lazy(() => import('#client/app/routes/login.tsx'));
const RegisterPage = lazy(() => import('#client/app/routes/register.tsx'));
const ForgotPasswordPage = lazy(() => import('#client/app/routes/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('#client/app/routes/reset-password.tsx'));
const AccountPage = lazy(() => import('#client/app/routes/account.tsx'));
const OrderSummaryPage = lazy(() => import('#client/app/routes/order-summary.tsx'));
const CheckoutPage = lazy(() => import('#client/app/routes/checkout.tsx'));
const OrderConfirmedPage = lazy(() => import('#client/app/routes/order-confirmed.tsx'));
const NotFoundPage = lazy(() => import('#client/app/routes/not-found.tsx'));

export function AppRouter() {
  const [location] = useLocation();
  // Keyed by the address: after a page fails to load, going to another page tries afresh.
  return (
    <ErrorBoundary key={location} fallback={<PageLoadError />}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.about} component={AboutPage} />
          <Route path={paths.delivery} component={DeliveryPage} />
          <Route path={paths.coverage} component={CoveragePage} />
          <Route path={paths.contact} component={ContactPage} />
          <Route path={paths.terms} component={TermsPage} />
          <Route path={paths.login} component={LoginPage} />
          <Route path={paths.register} component={RegisterPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.account} component={AccountPage} />
          <Route path={paths.orderSummary} component={OrderSummaryPage} />
          <Route path={paths.checkout} component={CheckoutPage} />
          <Route path={paths.orderConfirmed} component={OrderConfirmedPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
