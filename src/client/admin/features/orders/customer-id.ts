/** Spec section 5: a whole number greater than 0, as typed; null otherwise. */
export function parseCustomerId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
