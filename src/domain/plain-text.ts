/**
 * C0 controls (CR and LF among them), DEL, C1 controls and the Unicode line and paragraph
 * separators: none belongs in a name, an address line or a subject, and a line break there
 * could become a line of its own in an email someone else receives.
 */
// eslint-disable-next-line no-control-regex
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** What a multi-line text may not hold either: the same less tab, line feed and return. */
// eslint-disable-next-line no-control-regex
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** With the u flag a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export const isSingleLine = (value: string): boolean => !NOT_SINGLE_LINE.test(value);
export const isPlainMultiLineText = (value: string): boolean => !NOT_PLAIN_TEXT.test(value);

/**
 * Text a database and an email can hold: no half of a UTF-16 surrogate pair on its own (a JSON
 * body can spell one, "\ud800"; PostgreSQL refuses to store it).
 */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);
