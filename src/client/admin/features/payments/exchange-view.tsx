import type { ProviderExchange } from '#client/admin/api/provider-test-types.ts';
import { Badge } from '#client/admin/components/badge.tsx';
import { CopyableJson } from '#client/admin/features/payments/copyable-json.tsx';

const statusTone = (status: number) =>
  status < 300 ? 'success' : status < 500 ? 'warning' : 'danger';

/** The exact request sent to the provider and the provider's response, side by side. */
export function ExchangeView({ exchange }: { exchange: ProviderExchange }) {
  const { request, response } = exchange;
  return (
    <div className="grid min-w-0 gap-3">
      <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-stone-700">
        <span className="font-mono font-semibold">{request.method}</span>
        <span className="min-w-0 font-mono break-all">{request.url}</span>
        <Badge tone={statusTone(response.status)}>{response.status}</Badge>
      </p>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <CopyableJson label="Request" value={request} />
        <CopyableJson label="Response" value={response} />
      </div>
    </div>
  );
}
