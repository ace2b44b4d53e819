// npm run bench: builds nothing; run "npm run build" first. Prints each benchmark's figures.
import { benchAdminLists } from './admin-lists.ts';
import { benchAuditLog } from './audit-log.ts';
import { benchBookDaysPostgres } from './book-days-postgres.ts';
import { benchBackupRestore } from './backup-restore.ts';
import { benchDashboard } from './dashboard.ts';
import { benchOrdersExport } from './orders-export.ts';
import { benchOrderView } from './order-view.ts';
import { benchInvoiceRender } from './invoice-render.ts';
import { benchDeliveries } from './deliveries.ts';
import { benchLedger } from './ledger.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRouteWeights } from './bundle-size.ts';
import { benchPasswordPolicy } from './password-policy.ts';
import { benchPlaceOrders } from './place-orders.ts';
import { benchPlaceOrdersPostgres } from './place-orders-postgres.ts';
import { benchRegionPages } from './region-pages.ts';
import { benchServerPages } from './server-pages.ts';
import { benchStartup } from './startup.ts';
import { benchValidatePostcode } from './validate-postcode.ts';

const results = [
  await benchStartup(),
  await benchRouteWeights(),
  await benchServerPages(),
  await benchRegionPages(),
  await benchLighthouse(),
  await benchValidatePostcode(),
  benchPasswordPolicy(),
  await benchPlaceOrders(),
  // Needs the machine's PostgreSQL (BENCH_DATABASE_URL) and Debian's caddy.
  ...(await benchPlaceOrdersPostgres()),
  await benchBookDaysPostgres(),
  await benchAdminLists(),
  await benchOrderView(),
  await benchDashboard(),
  await benchOrdersExport(),
  await benchDeliveries(),
  await benchLedger(),
  await benchAuditLog(),
  await benchBackupRestore(),
  await benchInvoiceRender(),
];
console.log(JSON.stringify(results, null, 2));
