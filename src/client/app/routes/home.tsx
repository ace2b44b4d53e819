import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';

import { checkoutFromPath } from '#shared/reorder-link';
import { toast } from '#client/components/ui/use-toast.ts';
import { anchors, paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { lineFromQuote } from '#client/features/cart/cart-item.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { cartMessages } from '#client/features/cart/cart-messages.ts';
import { AddToCartButton } from '#client/features/cart/components/add-to-cart-button.tsx';
import { HomeHero } from '#client/features/info/components/home-hero.tsx';
import { ProductSection } from '#client/features/info/components/product-section.tsx';
import { SustainabilitySection } from '#client/features/info/components/sustainability-section.tsx';
import { PostcodeChecker } from '#client/features/pricing/components/postcode-checker.tsx';
import { RegionalPricing } from '#client/features/pricing/components/regional-pricing.tsx';
import { quoteForCart } from '#client/features/pricing/quote-for-cart.ts';
import { usePriceSelection } from '#client/features/pricing/use-price-selection.ts';
import { useReorderLink } from '#client/features/pricing/use-reorder-link.ts';
import { customerTerms } from '#client/lib/customer-terms.ts';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/** Spec section 4: the pricing section is scrolled to 300 ms after it appears. */
const SCROLL_TO_PRICING_DELAY_MS = 300;

export default function HomePage() {
  usePageMeta(paths.home);
  // Signed in: the customer's active custom price and VAT rate (spec sections 4 and 9).
  const { data: customer } = useCurrentCustomer();
  const terms = useMemo(() => customerTerms(customer), [customer]);
  const { region, postcode, setRegion, quantity, setQuantity, quote } = usePriceSelection(terms);

  const cart = useCart();
  const [, navigate] = useLocation();
  // A reorder reminder's link: the usual tonnes at today's price, straight to checkout.
  useReorderLink((place, tonnes, quote, fromOrderId) => {
    // The cart holds one order: the link's replaces anything added before it was followed.
    cart.clear();
    cart.add(lineFromQuote(place, tonnes, quote));
    toast({
      title: 'Added to cart',
      description: `${tonnes} t at today's price`,
      variant: 'success',
    });
    navigate(fromOrderId ? checkoutFromPath(paths.checkout, fromOrderId) : paths.checkout);
  });

  // Arriving from the cart's 'Start shopping' on another page: go straight to the postcode.
  useEffect(() => {
    if (window.location.hash !== `#${anchors.postcodeChecker}`) return;
    scrollToElement(anchors.postcodeInput, { focus: true });
    window.history.replaceState(window.history.state, '', paths.home);
  }, []);

  // Each successful check yields a new region object, so this runs after every one of them.
  useEffect(() => {
    if (!region) return;
    const timer = setTimeout(
      () => scrollToElement(anchors.regionalPricing, { block: 'start' }),
      SCROLL_TO_PRICING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [region]);

  // The estimate on screen is the browser's, live as the tonnes change; the line added is the
  // server's quote for them, and the shopper is told when that price is not the one shown.
  const quoteLine =
    region && postcode
      ? async () => {
          const quoted = await quoteForCart({ postcode, tonnes: quantity });
          if (!quoted) return null;
          const item = lineFromQuote(quoted.place, quantity, quoted.quote);
          const shown = quote?.unitPricePence;
          return shown === undefined || shown === item.unitPricePence
            ? { item }
            : { item, notice: cartMessages.priceMovedDescription(item.unitPricePence, shown) };
        }
      : null;

  return (
    <>
      <HomeHero />
      <ProductSection
        checker={
          <PostcodeChecker
            region={region}
            quantity={quantity}
            quote={quote}
            onRegionChange={setRegion}
            onQuantityChange={setQuantity}
            addToCart={<AddToCartButton quoteLine={quoteLine} className="w-full" />}
          />
        }
      />
      {region && quote ? (
        <RegionalPricing region={region} quantity={quantity} quote={quote} />
      ) : null}
      <SustainabilitySection />
    </>
  );
}
