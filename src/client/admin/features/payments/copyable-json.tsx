import { useId, useRef } from 'react';
import { Copy } from 'lucide-react';

import { copyText, selectText } from '#client/admin/features/payments/copy-text.ts';
import { formatJson } from '#client/admin/features/payments/test-outcome.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';

/**
 * One side of an exchange as read-only JSON with a Copy button. Long lines scroll inside the
 * box, which takes keyboard focus so it can be scrolled without a mouse.
 */
export function CopyableJson({ label, value }: { label: string; value: unknown }) {
  const headingId = useId();
  const textRef = useRef<HTMLPreElement>(null);
  const text = formatJson(value);

  const copy = async () => {
    if (await copyText(text)) {
      toast({ title: 'Copied', description: `The ${label.toLowerCase()} is on the clipboard.` });
      return;
    }
    if (textRef.current) selectText(textRef.current);
    toast({
      title: 'Copy Failed',
      description: 'The browser refused. The text is selected: press Ctrl+C (⌘C on a Mac).',
      variant: 'destructive',
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-xs font-bold tracking-wide text-stone-600 uppercase">
          {label}
        </h4>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
      </div>
      <pre
        ref={textRef}
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-96 min-h-24 flex-1 overflow-auto rounded-lg border border-stone-200 bg-stone-900 p-3 font-mono text-xs leading-relaxed text-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600"
      >
        {text}
      </pre>
    </section>
  );
}
