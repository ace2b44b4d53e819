// npm run bench: builds nothing; run "npm run build" first. Prints each benchmark's figures.
import { benchHomePageWeight } from './bundle-size.ts';
import { benchPlaceOrders } from './place-orders.ts';
import { benchValidatePostcode } from './validate-postcode.ts';

const results = [
  await benchHomePageWeight(),
  await benchValidatePostcode(),
  await benchPlaceOrders(),
];
console.log(JSON.stringify(results, null, 2));
