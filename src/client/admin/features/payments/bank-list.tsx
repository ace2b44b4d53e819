import { Landmark } from 'lucide-react';

import { Badge } from '#client/admin/components/badge.tsx';
import {
  bankStatusTone,
  type SupportedBank,
} from '#client/admin/features/payments/supported-banks.ts';

/** The banks of an answer at a glance; the response below has every field. */
export function BankList({ banks }: { banks: SupportedBank[] }) {
  if (banks.length === 0) {
    return <p className="text-sm text-stone-600">The answer lists no banks.</p>;
  }
  return (
    <ul aria-label="Supported banks" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {banks.map((bank) => (
        <li
          key={bank.id || bank.name}
          className="flex min-w-0 items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm"
        >
          <Landmark aria-hidden className="size-4 shrink-0 text-stone-400" />
          <span className="min-w-0 flex-1 truncate font-medium text-stone-900" title={bank.name}>
            {bank.name}
          </span>
          <Badge tone={bankStatusTone(bank.status)}>{bank.status}</Badge>
        </li>
      ))}
    </ul>
  );
}
