import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A Zod resolver that fetches the schema, and the resolver with Zod, when first asked. */
function lazyZodResolver<Input extends FieldValues, Values>(
  load: () => Promise<z.core.$ZodType<Values, Input>>,
): Resolver<Input, unknown, Values> {
  let loaded: Promise<Resolver<Input, unknown, Values>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
    );
    return (await loaded)(values, context, options);
  };
}

export interface SchemaFormOptions<Input extends FieldValues, Values> {
  /**
   * The form's rules, loaded at the first check: `() => import('...').then((m) => m.Schema)`.
   * The browser's declarations carry no schemas (decision 030), and Zod is a third of a form
   * page's script, so it comes with the first submit rather than with the page.
   */
  schema: () => Promise<z.core.$ZodType<Values, Input>>;
  defaultValues: DefaultValues<Input>;
}

/** A react-hook-form form checked by a Zod schema that loads when first needed. */
export function useSchemaForm<Input extends FieldValues, Values>({
  schema,
  defaultValues,
}: SchemaFormOptions<Input, Values>): UseFormReturn<Input, unknown, Values> {
  const [resolver] = useState(() => lazyZodResolver(schema));
  return useForm<Input, unknown, Values>({ resolver, defaultValues });
}
