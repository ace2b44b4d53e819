/** The password lengths every form and the server agree on (the rules live in the schemas). */
export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 2.1.2: at least 64 characters must be allowed; far longer is no longer a password. */
export const PASSWORD_MAX_LENGTH = 128;
