import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

type FieldAria = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type Props<T extends FieldValues, N extends Path<T>> = FieldAria & {
  control: Control<T>;
  name: N;
  render: (field: ControllerRenderProps<T, N>, aria: FieldAria) => ReactElement;
};

/**
 * A react-hook-form Controller that forwards the id and aria props FormField gives its child, so
 * the label, the error text and the invalid state reach the real control.
 */
export function Controlled<T extends FieldValues, N extends Path<T>>({
  control,
  name,
  render,
  ...aria
}: Props<T, N>) {
  return <Controller control={control} name={name} render={({ field }) => render(field, aria)} />;
}
