// The business's UK bank account for transfers: account name, sort code (6 digits) and
// account number (8 digits). Stored normalised (digits only); shown as people write them.

export interface BankDetails {
  accountName: string;
  /** Six digits, no separators: '123456'. */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
}

/** '12-34-56', '12 34 56' and '123456' all become '123456'; anything else is left for the check. */
export const normaliseSortCode = (value: string): string => value.trim().replace(/[\s-]/g, '');

/** Spaces are ignored: '1234 5678' becomes '12345678'. */
export const normaliseAccountNumber = (value: string): string => value.trim().replace(/\s/g, '');

export const isSortCode = (value: string): boolean => /^\d{6}$/.test(value);
export const isAccountNumber = (value: string): boolean => /^\d{8}$/.test(value);

/** '123456' -> '12-34-56', as banks print it. */
export const formatSortCode = (sortCode: string): string =>
  isSortCode(sortCode) ? sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3') : sortCode;

/**
 * The three parts as stored: all set is an account to pay into, all blank is none (null);
 * anything in between is 'partial', which the settings refuse.
 */
export function bankDetailsFrom(parts: BankDetails): BankDetails | null | 'partial' {
  const filled = [parts.accountName, parts.sortCode, parts.accountNumber].filter(
    (part) => part.trim() !== '',
  ).length;
  if (filled === 0) return null;
  if (filled < 3) return 'partial';
  return parts;
}
