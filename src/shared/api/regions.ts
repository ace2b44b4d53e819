import {
  PostcodeRefusalSchema,
  PostcodeValidationResultSchema,
  RegionListSchema,
  ValidatePostcodeRequestSchema,
} from '../schemas/regions.ts';
import { defineEndpoint } from './endpoint.ts';

export const listRegions = defineEndpoint({
  method: 'GET',
  path: '/api/regions',
  summary: 'Every region, enabled or not, with its prices',
  access: 'public',
  response: { status: 200, schema: RegionListSchema },
});

export const validatePostcode = defineEndpoint({
  method: 'POST',
  path: '/api/validate-postcode',
  summary: "A postcode's region and prices; 400 when the shop does not deliver there",
  access: 'public',
  perMinute: 120,
  body: ValidatePostcodeRequestSchema,
  response: { status: 200, schema: PostcodeValidationResultSchema },
  answers: { 400: PostcodeRefusalSchema },
});

export const regionsEndpoints = { listRegions, validatePostcode };
