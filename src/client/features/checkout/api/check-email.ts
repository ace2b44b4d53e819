import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

export interface EmailCheckResult {
  exists: boolean;
}

/** Does this email already have an account? (guests only) */
export function checkEmail(email: string): Promise<EmailCheckResult> {
  return call(endpoints.checkEmail, { body: { email } });
}
