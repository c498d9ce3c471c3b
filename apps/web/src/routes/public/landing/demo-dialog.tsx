import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Copy, KeyRound, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/routes/public/landing/demo-accounts';

type DemoDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Demo gratuita': pick a seeded account and land on its sign-in with the e-mail filled in. */
export function DemoDialog({ open, onOpenChange }: DemoDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(DEMO_PASSWORD);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard blocked: the password stays visible */
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Experimente o Acolher agora" description="Escolha um perfil de demonstração. Os dados são fictícios e você pode explorar à vontade." size="lg">
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900">
          <span className="flex min-w-0 flex-1 items-center gap-2.5">
            <KeyRound className="size-5 shrink-0 text-brand-600" aria-hidden />
            <span>
              Senha de todas as contas: <strong className="font-mono text-base tracking-wide whitespace-nowrap">{DEMO_PASSWORD}</strong>
            </span>
          </span>
          <Button size="sm" variant="secondary" onClick={copy} aria-live="polite">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copiada' : 'Copiar senha'}
          </Button>
        </div>
        <ul className="grid gap-2.5">
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email} className="flex items-center gap-3 rounded-2xl border border-sand-200 p-3.5 sm:p-4">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-sand-900">{a.roleLabel}</span>
                  {a.note && <span className="rounded-full bg-accent-50 px-2 py-0.5 text-sm font-semibold text-accent-700">{a.note}</span>}
                </p>
                <p className="truncate text-[15px] text-sand-600">{a.email}</p>
              </div>
              <Button asChild size="sm" variant="soft">
                <Link to={`/${a.role}/auth/sign-in?email=${encodeURIComponent(a.email)}`} aria-label={`Entrar como ${a.roleLabel} (${a.email})`}>
                  <LogIn aria-hidden /> Entrar
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-center text-[15px] text-sand-700">
          Quer o Acolher na sua empresa?{' '}
          <Link to="/contact" className="font-bold text-brand-700 underline underline-offset-2">
            Fale com a gente
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
