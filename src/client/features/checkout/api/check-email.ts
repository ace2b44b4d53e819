import { api } from '#client/lib/api-client.ts';

export interface EmailCheckResult {
  exists: boolean;
}

/** POST /api/customers/check-email: does this email already have an account? (guests only) */
export function checkEmail(email: string): Promise<EmailCheckResult> {
  return api.post<EmailCheckResult>('/api/customers/check-email', { email });
}
