import * as adminAuth from './admin-auth.ts';
import * as audit from './audit.ts';
import * as certificates from './certificates.ts';
import * as contact from './contact.ts';
import * as customerOrders from './customer-orders.ts';
import * as customersAdmin from './customers-admin.ts';
import * as customers from './customers.ts';
import * as dashboard from './dashboard.ts';
import * as dataRequests from './data-requests.ts';
import * as deliveriesAdmin from './deliveries-admin.ts';
import * as deliveries from './deliveries.ts';
import * as deliveryRoundsAdmin from './delivery-rounds-admin.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import * as ledger from './ledger.ts';
import * as invoicesAdmin from './invoices-admin.ts';
import * as invoices from './invoices.ts';
import * as marketing from './marketing.ts';
import * as openApi from './openapi.ts';
import * as orderLinks from './order-links.ts';
import * as orderOverview from './order-overview.ts';
import * as ordersAdmin from './orders-admin.ts';
import * as ordersExport from './orders-export.ts';
import * as orders from './orders.ts';
import * as paymentsAdmin from './payments-admin.ts';
import * as payments from './payments.ts';
import * as paymentOptions from './payment-options.ts';
import * as privacy from './privacy.ts';
import * as regionsAdmin from './regions-admin.ts';
import * as regions from './regions.ts';
import * as reorderReminders from './reorder-reminders.ts';
import * as settings from './settings.ts';
import * as topUpOffersAdmin from './top-up-offers-admin.ts';
import * as tracking from './tracking.ts';
import * as twoFactor from './two-factor.ts';

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const MODULES: readonly Record<string, unknown>[] = [
  adminAuth,
  audit,
  certificates,
  contact,
  customerOrders,
  customers,
  customersAdmin,
  dashboard,
  dataRequests,
  deliveries,
  deliveriesAdmin,
  deliveryRoundsAdmin,
  ledger,
  invoices,
  invoicesAdmin,
  marketing,
  openApi,
  orderLinks,
  orderOverview,
  orders,
  ordersAdmin,
  ordersExport,
  payments,
  paymentsAdmin,
  paymentOptions,
  privacy,
  regions,
  regionsAdmin,
  reorderReminders,
  settings,
  topUpOffersAdmin,
  tracking,
  twoFactor,
];

/**
 * Every declared endpoint, for the OpenAPI document and the test that each is registered. Read
 * from the modules' exports rather than their groups, so that test also finds a declaration left
 * out of every group. A new module of declarations joins here.
 */
export const ENDPOINTS: readonly EndpointDeclaration[] = MODULES.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
