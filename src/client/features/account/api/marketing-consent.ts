import * as endpoints from '#shared/api/marketing';
import type { MarketingConsentUpdate } from '#shared/schemas/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { customerSetting } from '#client/features/account/api/customer-setting.ts';

// The signed-in customer's marketing choice; a new one is recorded with the account as source.
const consent = customerSetting({
  key: queryKeys.customer.marketingConsent,
  read: () => call(endpoints.getMarketingConsent),
  save: (update: MarketingConsentUpdate) =>
    call(endpoints.updateMarketingConsent, { body: update }),
  isOn: (saved) => saved.granted,
});

export const useMarketingConsent = consent.useSetting;
export const useUpdateMarketingConsent = consent.useSave;
