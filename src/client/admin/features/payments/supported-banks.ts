import type { BadgeTone } from '#client/admin/components/badge.tsx';

export interface SupportedBank {
  id: string;
  name: string;
  /** The provider's words: online, issues or offline (anything else is shown as it is). */
  status: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** The banks of a supported-banks answer, `{ data: [{ bank_id, bank_name, status }] }`. */
export function banksFromResponse(body: unknown): SupportedBank[] {
  if (!isRecord(body) || !Array.isArray(body.data)) return [];
  return body.data.filter(isRecord).map((bank) => {
    const id = text(bank.bank_id) ?? '';
    return {
      id,
      name: text(bank.bank_name) ?? (id || 'Unnamed bank'),
      status: text(bank.status) ?? 'unknown',
    };
  });
}

const STATUS_TONES: Record<string, BadgeTone> = {
  online: 'success',
  issues: 'warning',
  offline: 'danger',
};

export function bankStatusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}
