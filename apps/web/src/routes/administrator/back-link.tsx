import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** 'Voltar' at the top of a detail page. */
export function BackLink({ to, label = 'Voltar' }: { to: string; label?: string }) {
  return (
    <Link to={to} className={buttonClass('ghost', 'sm', '-ml-3 w-fit')}>
      <ArrowLeft /> {label}
    </Link>
  );
}
