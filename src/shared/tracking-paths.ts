// Tracking links: kept apart from the schema so the entry chunk can route without zod.
/** A tracking token as the shop makes them: 32 random bytes in base64url (43 characters). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TRACK_PATH_PREFIX = '/track/';
export const trackPath = (token: string) => `${TRACK_PATH_PREFIX}${token}`;

/** The tracking page's tab title (the shop's name is added after it). */
export const TRACK_PAGE_TITLE = 'Track your order';
