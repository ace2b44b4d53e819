import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

import { toast } from '#client/components/ui/use-toast.ts';

export const RULES_NOT_LOADED =
  'The form could not be checked: please check your connection and try again.';

/** The form-wide error of a check that could not run; it has been told already. */
export function rulesNotLoaded(errors: FieldErrors): boolean {
  return errors.root?.type === 'load';
}

interface LazyResolver<Input extends FieldValues, Values> {
  resolver: Resolver<Input, unknown, Values>;
  /** Starts the download; a failed one is tried again at the next call. */
  load: () => Promise<Resolver<Input, unknown, Values>>;
}

/** A Zod resolver that fetches the schema, and the resolver with Zod, when first asked. */
function lazyZodResolver<Input extends FieldValues, Values>(
  loadSchema: () => Promise<z.core.$ZodType<Values, Input>>,
): LazyResolver<Input, Values> {
  let loaded: Promise<Resolver<Input, unknown, Values>> | undefined;
  function load() {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (err: unknown) => {
        loaded = undefined;
        throw err;
      },
    );
    return loaded;
  }
  return {
    load,
    resolver: async (values, context, options) => {
      let check: Resolver<Input, unknown, Values>;
      try {
        check = await load();
      } catch {
        // Nothing is sent unchecked: the submit stops, and saying so lets the shopper retry.
        toast({ title: RULES_NOT_LOADED, variant: 'destructive' });
        const errors = { root: { type: 'load', message: RULES_NOT_LOADED } } as FieldErrors<Input>;
        return { values: {}, errors };
      }
      return check(values, context, options);
    },
  };
}

export interface SchemaFormOptions<Input extends FieldValues, Values> {
  /**
   * The form's rules: `() => import('...').then((m) => m.Schema)`. The browser's declarations
   * carry no schemas (decision 030), and Zod is a third of a form page's script, so the rules
   * load once the visitor starts on the page rather than with it.
   */
  schema: () => Promise<z.core.$ZodType<Values, Input>>;
  defaultValues: DefaultValues<Input>;
}

/** A react-hook-form form checked by a Zod schema that loads as the visitor starts on it. */
export function useSchemaForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
}: SchemaFormOptions<Input, Values>): UseFormReturn<Input, unknown, Values> {
  const [lazy] = useState(() => lazyZodResolver(schema));
  // Fetched at the visitor's first touch of the page, ahead of the first submit, so that submit
  // answers at once while a visitor who only reads downloads nothing more. A failure here is
  // retried (and told) by the submit itself.
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const event of events) window.removeEventListener(event, start, true);
      lazy.load().catch(() => undefined);
    };
    for (const event of events) window.addEventListener(event, start, true);
    return () => {
      for (const event of events) window.removeEventListener(event, start, true);
    };
  }, [lazy]);
  return useForm<Input, unknown, Values>({ resolver: lazy.resolver, defaultValues });
}
