import { ShopCertificatesSchema } from '../schemas/settings.ts';
import { defineEndpoint } from './endpoint.ts';

// The certificates the back office entered in Settings, as the storefront states them (the home
// and about pages). Public, and sent with `Cache-Control: no-cache`.

export const shopCertificates = defineEndpoint({
  method: 'GET',
  path: '/api/certificates',
  summary: "The shop's ENplus certificate ID and BSL supplier number (blank: not set)",
  access: 'public',
  response: { status: 200, schema: ShopCertificatesSchema },
});

export const certificatesEndpoints = { shopCertificates };
