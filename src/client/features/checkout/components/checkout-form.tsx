import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'wouter';

import { paths } from '#client/config/paths.ts';
import {
  checkoutDefaultsFor,
  type CheckoutCustomer,
} from '#client/features/checkout/checkout-prefill.ts';
import { AccountSection } from '#client/features/checkout/components/account-section.tsx';
import {
  BillingSection,
  DeliverySection,
} from '#client/features/checkout/components/address-sections.tsx';
import { ContactSection } from '#client/features/checkout/components/contact-section.tsx';
import { DeliveryDetailsSection } from '#client/features/checkout/components/delivery-details-section.tsx';
import { cartTonnes } from '#client/features/checkout/delivery-days.ts';
import { OrderGlance, OrderPanel } from '#client/features/checkout/components/order-panel.tsx';
import {
  RegionSwitchOffer,
  type RegionSwitchProps,
} from '#client/features/checkout/components/region-switch-offer.tsx';
import { TermsField } from '#client/features/checkout/components/terms-field.tsx';
import {
  useCheckoutSubmit,
  type CheckoutSubmitOptions,
} from '#client/features/checkout/use-checkout-submit.ts';
import { useReorderPrefill } from '#client/features/checkout/use-reorder-prefill.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';

const FORM_ID = 'checkout-form';
const PANEL_ID = 'checkout-order';

interface CheckoutProps extends Omit<CheckoutSubmitOptions, 'form' | 'isGuest'> {
  /** The logged-in customer, whose profile fills the form; null for a guest. */
  customer: CheckoutCustomer | null;
  /** Shown above the form while the cart's prices are out of date; placing is blocked. */
  priceNotice: ReactNode;
  /** The postcode checked on the home page: the delivery postcode starts from it. */
  checkedPostcode: string | null;
  onSwitchRegion: RegionSwitchProps['onSwitchRegion'];
}

/** The checkout screen of spec section 2: the form on the left, the order on the right. */
export function Checkout(props: CheckoutProps) {
  const { customer, priceNotice, checkedPostcode, onSwitchRegion, ...options } = props;
  // Several calls in turn (spec section 4), not one endpoint: the steps live in the submit hook.
  const form = useSchemaForm({
    schema: () =>
      import('#client/features/checkout/checkout-schema.ts').then((m) => m.CheckoutFormSchema),
    defaultValues: checkoutDefaultsFor(customer, checkedPostcode),
  });
  const isGuest = customer === null;
  useReorderPrefill(form, !isGuest);
  const onSubmit = useCheckoutSubmit({ ...options, isGuest, form });
  const busy = form.formState.isSubmitting;
  const region = options.lines[0]?.region ?? '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        href={paths.home}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-forest-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">Checkout</h1>
      <p className="mt-2 text-stone-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {priceNotice ? <div className="mt-6">{priceNotice}</div> : null}
      <div className="mt-6 lg:hidden">
        <OrderGlance lines={options.lines} vatRate={options.vatRate} panelId={PANEL_ID} />
      </div>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <FormProvider {...form}>
          <ClientForm
            id={FORM_ID}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={busy}
            className="grid gap-6"
          >
            <ContactSection emailLocked={!isGuest} />
            {isGuest ? <AccountSection /> : null}
            <DeliverySection
              region={region}
              offerToSave={!isGuest}
              regionSwitch={
                <RegionSwitchOffer
                  cartRegion={region}
                  tonnes={options.lines[0]?.quantity ?? 0}
                  shopper={customer?.email ?? 'guest'}
                  validatePostcode={options.validatePostcode}
                  onSwitchRegion={onSwitchRegion}
                />
              }
            />
            <DeliveryDetailsSection signedIn={!isGuest} tonnes={cartTonnes(options.lines)} />
            <BillingSection />
            <TermsField />
          </ClientForm>
        </FormProvider>
        <aside id={PANEL_ID} aria-label="Order summary" className="lg:sticky lg:top-24">
          <OrderPanel
            lines={options.lines}
            vatRate={options.vatRate}
            formId={FORM_ID}
            busy={busy}
            blocked={Boolean(priceNotice)}
          />
        </aside>
      </div>
    </div>
  );
}
