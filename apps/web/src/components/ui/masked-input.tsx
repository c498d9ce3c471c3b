import type { ChangeEvent } from 'react';
import { Input, type InputProps } from '@/components/ui/input';

export type MaskedInputProps = InputProps & {
  /** Formats what was typed, e.g. maskCpf from @acolher/contracts/masks. */
  mask: (value: string) => string;
};

/** An input that re-formats its value on every change; the handler receives the masked value. */
export function MaskedInput({ mask, onChange, inputMode = 'numeric', ...props }: MaskedInputProps) {
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const masked = mask(e.target.value);
    if (masked !== e.target.value) e.target.value = masked;
    onChange?.(e);
  };
  return <Input inputMode={inputMode} autoComplete="off" onChange={handle} {...props} />;
}
