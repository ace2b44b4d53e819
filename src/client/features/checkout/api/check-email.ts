import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

/** Does this email already have an account? (guests only) */
export function checkEmail(email: string) {
  return call(endpoints.checkEmail, { body: { email } });
}
