import { CalendarClock } from 'lucide-react';

import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useMarketingConsent } from '#client/features/account/api/marketing-consent.ts';
import {
  useReorderReminders,
  useUpdateReorderReminders,
} from '#client/features/account/api/reorder-reminders.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

/**
 * The reorder reminder switch: saved as soon as it is flipped. A reminder is marketing, so it
 * also needs the consent above; the hint says so while that is off.
 */
export function ReorderRemindersBox() {
  const reminders = useReorderReminders();
  const consent = useMarketingConsent();
  const update = useUpdateReorderReminders(msg.remindersSaved);

  return (
    <AccountBox id="reorder-reminders" icon={CalendarClock} title="Reorder reminders">
      <div className="mt-3 flex items-center justify-between gap-4">
        <Label htmlFor="account-reorder-reminders">Email me before my pellet store runs low</Label>
        <Switch
          id="account-reorder-reminders"
          checked={reminders.data?.enabled ?? false}
          onCheckedChange={(enabled) => update.mutate({ enabled })}
          disabled={!reminders.data || update.isPending}
          aria-describedby="reorder-reminders-hint"
        />
      </div>
      <p id="reorder-reminders-hint" className="mt-3 text-sm text-stone-600">
        From the dates and sizes of your past orders we work out when your store runs low and send
        one reminder with the earliest delivery date and a link to order your usual quantity.
        {consent.data && !consent.data.granted
          ? ' Reminders are only sent while you receive offers and reminders above.'
          : ''}
      </p>
    </AccountBox>
  );
}
