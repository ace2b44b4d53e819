import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { cn } from '#client/lib/cn.ts';

interface MarketingConsentFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The optional marketing box, with the one wording the server records beside the choice:
 * register, checkout and the account page all show exactly these words.
 */
export function MarketingConsentField({
  id,
  checked,
  onCheckedChange,
  disabled,
  className,
}: MarketingConsentFieldProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={disabled}
        className="mt-0.5"
      />
      <label htmlFor={id} className="cursor-pointer text-stone-800 select-none">
        {MARKETING_CONSENT_WORDING}
      </label>
    </div>
  );
}
