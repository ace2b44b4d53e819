import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type Resolver,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { z } from 'zod';

import type { EndpointDeclaration, EndpointInput, EndpointResponse } from '#shared/api/endpoint';
import type { ApiErrorBody } from '#shared/schemas/api-error';
import { toast, type ToastInput } from '#client/components/ui/use-toast.ts';
import { ApiError, call, errorMessage } from '#client/lib/api-client.ts';

/** What the form's values become: the request, or `false` to send nothing (a failed check). */
type RequestOf<E extends EndpointDeclaration, Values> = (
  values: Values,
) => EndpointInput<E> | false;

/** The body as the declaration's schema reads it, for forms whose values are the body as is. */
type DeclaredBody<E extends EndpointDeclaration> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : never;

interface EndpointFormOptions<E extends EndpointDeclaration, Input extends FieldValues, Values> {
  /** The declaration the form sends to (#shared/api). */
  endpoint: E;
  /**
   * The form's rules, loaded at the first check: `() => import('...').then((m) => m.Schema)`.
   * The browser's declarations carry no schemas (decision 030), and Zod is a third of a form
   * page's script, so it comes with the first submit rather than with the page.
   */
  schema: () => Promise<z.ZodType<Values, Input>>;
  defaultValues: DefaultValues<Input>;
  /** Turns the values into the call's input; by default they are the body. */
  request?: RequestOf<E, Values>;
  /** The success toast: fixed, or made from the answer. */
  success?: ToastInput | ((result: EndpointResponse<E>) => ToastInput);
  /** The failure toast's title and the text shown when the server gives no message. */
  failure: { title: string; fallback: string };
  onSuccess?: (result: EndpointResponse<E>, values: Values) => void;
  onError?: (err: unknown) => void;
  /** When the rules refuse the values (beside the fields' own errors). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
}

export interface EndpointForm<Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  /** For `<ClientForm onSubmit>`: validates, then sends once (a second Enter waits). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isPending: boolean;
}

/** The server's field problems (a 400's `details`, paths like `email`) for the form's fields. */
export function serverFieldErrors(err: unknown, fields: readonly string[]): Map<string, string> {
  const placed = new Map<string, string>();
  if (!(err instanceof ApiError) || err.status !== 400) return placed;
  const { details } = (err.json() ?? {}) as Partial<ApiErrorBody>;
  for (const { path, message } of Array.isArray(details) ? details : []) {
    if (fields.includes(path) && !placed.has(path)) placed.set(path, message);
  }
  return placed;
}

/** A Zod resolver that fetches the schema, and the resolver with Zod, when first asked. */
function lazyZodResolver<Input extends FieldValues, Values>(
  load: () => Promise<z.ZodType<Values, Input>>,
): Resolver<Input, unknown, Values> {
  let loaded: Promise<Resolver<Input, unknown, Values>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
    );
    return (await loaded)(values, context, options);
  };
}

/**
 * One form wired to one endpoint: the declaration's rules as the resolver, the call as a
 * mutation, the server's field errors on their fields (focus on the first), and the answer
 * told through the one toast system.
 */
export function useEndpointForm<E extends EndpointDeclaration, Input extends FieldValues, Values>(
  options: EndpointFormOptions<E, Input, Values> &
    (Values extends DeclaredBody<E> ? unknown : { request: RequestOf<E, Values> }),
): EndpointForm<Input, Values> {
  const { endpoint, schema, defaultValues, request, success, failure } = options;
  const [resolver] = useState(() => lazyZodResolver(schema));
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues });

  const mutation = useMutation({
    mutationFn: (input: EndpointInput<E>) =>
      (call as (e: E, i: EndpointInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input),
  });

  function onValid(values: Values): void {
    // Enter in a field can submit again while the button is disabled.
    if (mutation.isPending) return;
    const input = request ? request(values) : ({ body: values } as EndpointInput<E>);
    if (input === false) return;
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (success)
          toast({
            variant: 'success',
            ...(typeof success === 'function' ? success(result) : success),
          });
        options.onSuccess?.(result, values);
      },
      onError: (err) => {
        const fieldErrors = serverFieldErrors(err, Object.keys(form.getValues()));
        let first = true;
        for (const [field, message] of fieldErrors) {
          form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        toast({
          title: failure.title,
          description: errorMessage(err, failure.fallback),
          variant: 'destructive',
        });
        options.onError?.(err);
      },
    });
  }

  return {
    form,
    onSubmit: form.handleSubmit(onValid, options.onInvalid),
    isPending: mutation.isPending,
  };
}
