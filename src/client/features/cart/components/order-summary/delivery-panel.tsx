import { CalendarClock, Package, PhoneCall, Truck } from 'lucide-react';

import { Card, CardContent } from '#client/components/ui/card.tsx';

/** Delivery terms for the cart's region (spec section 2; 3-5 working days per section 9). */
export function DeliveryPanel({ region }: { region: string }) {
  const points = [
    { icon: CalendarClock, text: 'Delivered within 3-5 working days.' },
    { icon: Truck, text: 'Kerbside delivery with crane offload.' },
    { icon: PhoneCall, text: 'We contact you before delivery to arrange access.' },
    { icon: Package, text: 'Supplied in 1-tonne bags or bulk.' },
  ];
  return (
    <Card className="border-forest-200 bg-forest-50">
      <CardContent>
        <h2 className="text-lg font-bold text-forest-900">Delivery</h2>
        <p className="mt-2 font-semibold text-forest-800">
          Free delivery to {region}, included in the price.
        </p>
        <ul className="mt-4 grid gap-3 text-stone-700">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-600" />
              {text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
