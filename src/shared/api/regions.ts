import { RegionListSchema } from '../schemas/regions.ts';
import { defineEndpoint } from './endpoint.ts';

// POST /api/validate-postcode stays undeclared for now: its "not delivered there" results are
// 400 answers shaped `{ valid: false, message }`, which a declaration's single success answer
// and the error shape `{ message, details? }` do not describe.

export const listRegions = defineEndpoint({
  method: 'GET',
  path: '/api/regions',
  summary: 'Every region, enabled or not, with its prices',
  access: 'public',
  response: { status: 200, schema: RegionListSchema },
});
