import { Redirect } from 'wouter';

import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { AccountView } from '#client/features/account/components/account-view.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** Spec section 2: signed-in customers only; anyone else is sent to the login screen. */
export default function AccountPage() {
  useDocumentTitle('My Account');
  const me = useCurrentCustomer();
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Redirect to={paths.login} replace />;
  return <AccountView customer={me.data} />;
}
