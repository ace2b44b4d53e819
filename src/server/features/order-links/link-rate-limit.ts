/**
 * Requests a minute from one address to the pages and files the email links open (tracking
 * pages, invoice PDFs). Tokens cannot be guessed; the limit keeps anyone from trying at scale
 * anyway, and from pulling documents faster than a person reads them.
 */
export const LINK_RATE_PER_MINUTE = 30;
