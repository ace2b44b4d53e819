// npm run bench: builds nothing; run "npm run build" first. Prints each benchmark's figures.
import { benchAdminLists } from './admin-lists.ts';
import { benchAuditLog } from './audit-log.ts';
import { benchBackupRestore } from './backup-restore.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRouteWeights } from './bundle-size.ts';
import { benchPlaceOrders } from './place-orders.ts';
import { benchPlaceOrdersPostgres } from './place-orders-postgres.ts';
import { benchServerPages } from './server-pages.ts';
import { benchStartup } from './startup.ts';
import { benchValidatePostcode } from './validate-postcode.ts';

const results = [
  await benchStartup(),
  await benchRouteWeights(),
  await benchServerPages(),
  await benchLighthouse(),
  await benchValidatePostcode(),
  await benchPlaceOrders(),
  // Needs the machine's PostgreSQL (BENCH_DATABASE_URL) and Debian's caddy.
  ...(await benchPlaceOrdersPostgres()),
  await benchAdminLists(),
  await benchAuditLog(),
  await benchBackupRestore(),
];
console.log(JSON.stringify(results, null, 2));
