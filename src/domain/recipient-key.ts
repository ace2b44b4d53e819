/**
 * One key per mailbox, for counting the emails a visitor makes the shop send to an address
 * they typed: case and surrounding spaces change nothing, nor does a "+tag", which most
 * providers deliver to the same mailbox ("ada+1@example.com" is ada@example.com). Gmail's
 * ignored dots are left alone: a key too fine lets a few more through, never stops a customer.
 */
export function recipientKey(address: string): string {
  const normal = address.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at <= 0) return normal;
  const local = normal.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${normal.slice(at)}`;
}
