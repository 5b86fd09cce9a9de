import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent, ReactNode } from 'react';
import {
  type ControllerRenderProps,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** The props that tie a MUI text field to a react-hook-form field. */
export type BoundFieldProps = ReturnType<UseFormRegister<FieldValues>> & {
  error: boolean;
  helperText?: ReactNode;
};

/** `field(name, hint)`: the props of the input for `name`; `hint` is shown under it while it is not wrong. */
export type FieldBinder<N extends string> = (name: N, hint?: ReactNode) => BoundFieldProps;

/**
 * Binds a form's text fields: each one registered, marked when wrong and with its message under it
 * (else its hint). Called while rendering, with the `errors` read there, so the fields follow them.
 */
export function bindFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
): FieldBinder<Path<T>> {
  return (name, hint) => {
    const error: FieldError | undefined = get(errors, name);
    return { error: !!error, helperText: error?.message ?? hint, ...register(name) };
  };
}

/** useForm with its text fields bound (see bindFields): the form's methods, and `field(name, hint)`. */
export function useBoundForm<TInput extends FieldValues, TOutput = TInput>(
  props: UseFormProps<TInput, unknown, TOutput>,
) {
  const form = useForm<TInput, unknown, TOutput>(props);
  return { ...form, field: bindFields(form.register, form.formState.errors) };
}

/** useBoundForm checked by `schema`: the fields hold its input, the submit gets its output. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useBoundForm<Input, Output>({ resolver: zodResolver(schema), defaultValues });
}

/** `field` whose error messages show as `text` reads them (its hints are already translated). */
export function translatedFields<N extends string>(
  field: FieldBinder<N>,
  text: (message: string) => string | undefined,
): FieldBinder<N> {
  return (name, hint) => {
    const props = field(name, hint);
    if (!props.error || typeof props.helperText !== 'string') return props;
    return { ...props, helperText: text(props.helperText) };
  };
}

/** The props of OutlinedField (components/outlined-field), which has no ref of its own: the input takes it. */
export type OutlinedFieldBinding = Omit<BoundFieldProps, 'ref'> & { inputRef: BoundFieldProps['ref'] };

/** `field` for OutlinedField: the same props, the ref as `inputRef`. */
export function outlinedFields<N extends string>(field: FieldBinder<N>) {
  return (name: N, hint?: ReactNode): OutlinedFieldBinding => {
    const { ref, ...rest } = field(name, hint);
    return { ...rest, inputRef: ref };
  };
}

/**
 * The props that tie a Checkbox or a Switch to a boolean field of a Controller: checked, its changes and
 * its blur, and the input's ref (with `input`'s other attributes, such as aria-describedby).
 */
export function checkedProps(
  field: Pick<ControllerRenderProps, 'onBlur' | 'ref'> & {
    value?: unknown;
    onChange(checked: boolean): void;
  },
  input: { 'aria-describedby'?: string } = {},
) {
  return {
    checked: !!field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.checked),
    onBlur: field.onBlur,
    slotProps: { input: { ref: field.ref, ...input } },
  };
}
