/**
 * The password policy's edition (password-policy.ts, with the shop's words from site.ts). A
 * start remembers that the configured admin password was accepted, and under which edition
 * (runtime-secrets.ts): raise this when the policy would judge a password differently, so
 * that every admin password is judged again. Kept apart from the policy, whose modules load
 * zxcvbn's word lists.
 */
export const PASSWORD_POLICY_VERSION = 1;
