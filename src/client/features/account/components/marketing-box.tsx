import { useState } from 'react';
import { LoaderCircle, Mail } from 'lucide-react';

import { MarketingConsentField } from '#client/components/marketing-consent-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  useMarketingConsent,
  useUpdateMarketingConsent,
} from '#client/features/account/api/marketing-consent.ts';
import { formatDay } from '#client/features/account/account-format.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

/** The customer's marketing choice, changed only when they press Save (UK GDPR, PECR). */
export function MarketingBox() {
  const consent = useMarketingConsent();
  const update = useUpdateMarketingConsent(msg.marketingSaved);
  // Null until the customer touches the box: until then it shows what the server says.
  const [choice, setChoice] = useState<boolean | null>(null);
  const saved = consent.data?.granted ?? false;
  const checked = choice ?? saved;

  // Once saved, the box shows what the server says again.
  const save = () => update.mutate({ granted: checked }, { onSuccess: () => setChoice(null) });

  return (
    <AccountBox id="marketing" icon={Mail} title="Offers and Reminders">
      <MarketingConsentField
        id="account-marketing-consent"
        checked={checked}
        onCheckedChange={setChoice}
        disabled={!consent.data || update.isPending}
        className="mt-3"
      />
      <p data-testid="marketing-state" className="mt-3 text-sm text-stone-600">
        {saved ? 'You receive offers and reminders' : 'You receive no offers or reminders'}
        {consent.data?.changedAt
          ? ` (chosen ${formatDay(new Date(consent.data.changedAt))}).`
          : '.'}
      </p>
      <Button
        type="button"
        size="sm"
        onClick={save}
        disabled={!consent.data || checked === saved || update.isPending}
        className="mt-3"
      >
        {update.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        Update preference
      </Button>
    </AccountBox>
  );
}
