import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What a TextField or TextareaField takes from its form: the field's registration and its
 * error's message, if it has one.
 */
export function bindField<T extends FieldValues, V>(
  form: Pick<UseFormReturn<T, unknown, V>, 'register' | 'formState'>,
  name: Path<T>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { registration: form.register(name), error: error?.message };
}
