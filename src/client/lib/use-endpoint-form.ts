import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { z } from 'zod';

import type { EndpointDeclaration, EndpointInput, EndpointResponse } from '#shared/api/endpoint';
import type { ApiErrorBody } from '#shared/schemas/api-error';
import { toast, type ToastInput } from '#client/components/ui/use-toast.ts';
import { ApiError, call, errorMessage } from '#client/lib/api-client.ts';
import {
  rulesNotLoaded,
  useSchemaForm,
  type SchemaFormOptions,
} from '#client/lib/use-schema-form.ts';

/** What the form's values become: the request, or `false` to send nothing (a failed check). */
type RequestOf<E extends EndpointDeclaration, Values> = (
  values: Values,
) => EndpointInput<E> | false;

/** The body as the declaration's schema reads it, for forms whose values are the body as is. */
type DeclaredBody<E extends EndpointDeclaration> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : never;

interface EndpointFormOptions<
  E extends EndpointDeclaration,
  Input extends FieldValues,
  Values,
> extends SchemaFormOptions<Input, Values> {
  /** The declaration the form sends to (#shared/api). */
  endpoint: E;
  /** Turns the values into the call's input; by default they are the body. */
  request?: RequestOf<E, Values>;
  /** The success toast: fixed, or made from the answer and what was sent. */
  success?: ToastInput | ((result: EndpointResponse<E>, values: Values) => ToastInput);
  /**
   * The failure toast's title and the text shown when the server gives no message. None when
   * the server's problems went on their fields, or without this (the form shows `error`).
   */
  failure?: { title: string; fallback: string };
  onSuccess?: (result: EndpointResponse<E>, values: Values) => void;
  onError?: (err: unknown) => void;
  /** After either answer (a refresh of what the change may have touched). */
  onSettled?: () => void;
  /** When the rules refuse the values (beside the fields' own errors). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
}

export interface EndpointForm<Input extends FieldValues, Values, Result = unknown> {
  form: UseFormReturn<Input, unknown, Values>;
  /** For `<ClientForm onSubmit>`: validates, then sends once (a second Enter waits). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isPending: boolean;
  /** The last send's answer, while no other send is under way. */
  data: Result | undefined;
  /** The last send's failure when no field shows it, until the next send. */
  error: unknown;
}

/**
 * The server's field problems (a 400's `details`, paths like `email`) for the form's fields;
 * a field with several says them all.
 */
export function serverFieldErrors(err: unknown, fields: readonly string[]): Map<string, string> {
  const placed = new Map<string, string>();
  if (!(err instanceof ApiError) || err.status !== 400) return placed;
  const { details } = (err.json() ?? {}) as Partial<ApiErrorBody>;
  for (const { path, message } of Array.isArray(details) ? details : []) {
    if (!fields.includes(path)) continue;
    const before = placed.get(path);
    placed.set(path, before === undefined ? message : `${before} ${message}`);
  }
  return placed;
}

/**
 * One form wired to one endpoint: the declaration's rules as the resolver, the call as a
 * mutation, the server's field errors on their fields (focus on the first), and the answer
 * told through the one toast system.
 */
export function useEndpointForm<E extends EndpointDeclaration, Input extends FieldValues, Values>(
  options: EndpointFormOptions<E, Input, Values> &
    (Values extends DeclaredBody<E> ? unknown : { request: RequestOf<E, Values> }),
): EndpointForm<Input, Values, EndpointResponse<E>> {
  const { endpoint, schema, defaultValues, request, success, failure } = options;
  const form = useSchemaForm({ schema, defaultValues });
  const [error, setError] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: (input: EndpointInput<E>) =>
      (call as (e: E, i: EndpointInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input),
    // Here rather than per send: it runs even when the dialog that sent has closed.
    onSettled: () => options.onSettled?.(),
  });

  function onValid(values: Values): void {
    // Enter in a field can submit again while the button is disabled.
    if (mutation.isPending) return;
    const input = request ? request(values) : ({ body: values } as EndpointInput<E>);
    if (input === false) return;
    setError(null);
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (success)
          toast({
            variant: 'success',
            ...(typeof success === 'function' ? success(result, values) : success),
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
        if (fieldErrors.size === 0) {
          setError(err);
          if (failure)
            toast({
              title: failure.title,
              description: errorMessage(err, failure.fallback),
              variant: 'destructive',
            });
        }
        options.onError?.(err);
      },
    });
  }

  return {
    form,
    onSubmit: form.handleSubmit(onValid, (errors) => {
      if (!rulesNotLoaded(errors)) options.onInvalid?.(errors);
    }),
    isPending: mutation.isPending,
    data: mutation.data,
    error,
  };
}
