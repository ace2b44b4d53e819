// npm run bench: builds nothing; run "npm run build" first. Prints each benchmark's figures.
import { benchAdminLists } from './admin-lists.ts';
import { benchBackupRestore } from './backup-restore.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRouteWeights } from './bundle-size.ts';
import { benchPlaceOrders } from './place-orders.ts';
import { benchServerPages } from './server-pages.ts';
import { benchValidatePostcode } from './validate-postcode.ts';

const results = [
  await benchRouteWeights(),
  await benchServerPages(),
  await benchLighthouse(),
  await benchValidatePostcode(),
  await benchPlaceOrders(),
  await benchAdminLists(),
  await benchBackupRestore(),
];
console.log(JSON.stringify(results, null, 2));
