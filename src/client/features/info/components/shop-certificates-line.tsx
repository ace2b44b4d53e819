import { BadgeCheck } from 'lucide-react';

import { certificateLines } from '#shared/certificates';
import { useShopCertificates } from '#client/features/info/api/get-shop-certificates.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The ENplus certificate ID and BSL supplier number the back office entered (Settings), one
 * line each; nothing at all while neither is set. The server renders the page with them.
 */
export function ShopCertificatesLine({ className }: { className?: string }) {
  const certificates = useShopCertificates();
  const lines = certificates ? certificateLines(certificates) : [];
  if (lines.length === 0) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm text-stone-700', className)}>
      <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-wood-600" />
      <span className="min-w-0 wrap-anywhere">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </p>
  );
}
