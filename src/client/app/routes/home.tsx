import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';

import { toast } from '#client/components/ui/use-toast.ts';
import { anchors, paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { lineFromQuote } from '#client/features/cart/cart-item.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { cartMessages } from '#client/features/cart/cart-messages.ts';
import { AddToCartButton } from '#client/features/cart/components/add-to-cart-button.tsx';
import { HomeHero, preloadHeroFacts } from '#client/features/info/components/home-hero.tsx';
import {
  ProductSection,
  preloadProductFacts,
} from '#client/features/info/components/product-section.tsx';
import { PostcodeChecker } from '#client/features/pricing/components/postcode-checker.tsx';
import { LazyRegionalPricing } from '#client/features/pricing/components/lazy-priced-views.tsx';
import { quoteForCart } from '#client/features/pricing/quote-for-cart.ts';
import { usePriceSelection } from '#client/features/pricing/use-price-selection.ts';
import { useReorderLink } from '#client/features/pricing/use-reorder-link.ts';
import { customerTerms } from '#client/lib/customer-terms.ts';
import { lazyScreen } from '#client/lib/lazy-screen.ts';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/**
 * Below the fold, and nothing in it to press: its script is not part of the first one. The
 * server renders it (loaded up front), and in the browser its Suspense boundary keeps the
 * server's HTML until the chunk, asked for at start, has come; the rest hydrates meanwhile.
 */
const SustainabilitySection = lazyScreen<object>(() =>
  import('#client/features/info/components/sustainability-section.tsx').then((m) => ({
    default: m.SustainabilitySection,
  })),
);
/** The home page's lazy parts, loaded ahead of rendering (the server) or hydrating (the browser). */
export async function preloadHomeSections(): Promise<void> {
  await Promise.all([preloadHeroFacts(), SustainabilitySection.preload(), preloadProductFacts()]);
}

export default function HomePage() {
  usePageMeta(paths.home);
  // Signed in: the customer's active custom price and VAT rate (spec sections 4 and 9).
  const { data: customer } = useCurrentCustomer();
  const terms = useMemo(() => customerTerms(customer), [customer]);
  const { region, postcode, setRegion, quantity, setQuantity, quote } = usePriceSelection(terms);

  const cart = useCart();
  const [, navigate] = useLocation();
  // A reorder reminder's link: the usual tonnes at today's price, straight to checkout.
  useReorderLink((place, tonnes, quote, checkoutPath) => {
    // The cart holds one order: the link's replaces anything added before it was followed.
    cart.clear();
    cart.add(lineFromQuote(place, tonnes, quote));
    toast({
      title: 'Added to cart',
      description: `${tonnes} t at today's price`,
      variant: 'success',
    });
    navigate(checkoutPath);
  });

  // Arriving from the cart's 'Start shopping' on another page: go straight to the postcode.
  useEffect(() => {
    if (window.location.hash !== `#${anchors.postcodeChecker}`) return;
    scrollToElement(anchors.postcodeInput, { focus: true });
    window.history.replaceState(window.history.state, '', paths.home);
  }, []);

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
        <LazyRegionalPricing region={region} quantity={quantity} quote={quote} />
      ) : null}
      <Suspense fallback={null}>
        <SustainabilitySection />
      </Suspense>
    </>
  );
}
