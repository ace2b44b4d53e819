// npm run bench: builds nothing; run "npm run build" first. Prints each benchmark's figures.
import { benchHomePageWeight } from './bundle-size.ts';
import { benchValidatePostcode } from './validate-postcode.ts';

const results = [await benchHomePageWeight(), await benchValidatePostcode()];
console.log(JSON.stringify(results, null, 2));
