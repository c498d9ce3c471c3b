import { FileSignature } from 'lucide-react';

/** The care contract's round icon beside its heading, where the psychologist writes it and where it is read. */
export function ContractIcon() {
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
    >
      <FileSignature className="size-5" />
    </span>
  );
}
