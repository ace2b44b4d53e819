import { PrivacyFactsSchema } from '../schemas/retention.ts';
import { defineEndpoint } from './endpoint.ts';

export const getPrivacyFacts = defineEndpoint({
  method: 'GET',
  path: '/api/privacy',
  summary: "The privacy notice's facts: the contact email and the retention periods in force",
  access: 'public',
  response: { status: 200, schema: PrivacyFactsSchema },
});

export const privacyEndpoints = { getPrivacyFacts };
