import { CircleCheck, CircleX, ExternalLink } from 'lucide-react';
import { formatCrp } from '@acolher/contracts/format';
import type { TPsychologistListed } from '@acolher/contracts/answers/psychologists';
import { Card, CardContent } from '@/components/ui/card';
import { useCrpCardInfo } from '../api/crp-card';
import { CrpCardPanel } from './crp-card-panel';
import { PsychologistCard } from './psychologist-card';

/** The CFP's national register, where a CRP is checked. */
const CFP_REGISTER = 'https://cadastro.cfp.org.br/';

/** What 'Aprovar' needs (decision 1405): a phone and the CRP card; the server checks the same. */
export function useApprovalMissing(p: TPsychologistListed | undefined) {
  const card = useCrpCardInfo(p?.uuid ?? '');
  const missing: string[] = [];
  if (p && !p.phone.trim()) missing.push('celular');
  if (card.data === null) missing.push('carteira do CRP');
  return { missing, checking: card.isPending };
}

function Check({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-center gap-2">
      <Icon
        className={ok ? 'size-5 text-status-success' : 'size-5 text-status-danger'}
        aria-hidden
      />
      <span>
        {children}: {ok ? 'ok' : 'falta'}
      </span>
    </li>
  );
}

/**
 * 'Revisão do cadastro': the CRP exactly as she typed it, to check at the CFP's register, the CRP
 * card, what 'Aprovar' still needs, and her card as collaborators will see it in the search.
 */
export function ComplianceReview({ p }: { p: TPsychologistListed }) {
  const { missing } = useApprovalMissing(p);
  return (
    <Card className="mb-6">
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <h2 className="text-xl font-bold">Revisão do cadastro</h2>
          <div className="grid gap-1">
            <p className="text-sm font-semibold text-sand-500">CRP informado</p>
            <p className="font-mono text-2xl font-bold tracking-wide text-sand-900">
              {formatCrp(p.crp)}
            </p>
            <a
              href={CFP_REGISTER}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Conferir no Cadastro Nacional de Psicólogos{' '}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </div>
          <CrpCardPanel uuid={p.uuid} />
          <div className="grid gap-2">
            <h3 className="text-base font-bold">Para aprovar</h3>
            <ul className="grid gap-1.5 text-[15px] text-sand-800" aria-label="Para aprovar">
              <Check ok={Boolean(p.phone.trim())}>Celular</Check>
              <Check ok={!missing.includes('carteira do CRP')}>Carteira do CRP</Check>
            </ul>
            <p className="text-sm text-sand-600">
              Formação, abordagem, foto e horários ela preenche depois da aprovação. Só aparece na
              busca dos colaboradores quem tem horários cadastrados.
            </p>
          </div>
        </div>
        <div className="grid content-start gap-3">
          <h2 className="text-xl font-bold">Como os colaboradores verão</h2>
          <ul className="grid" aria-label="Prévia do perfil público">
            <PsychologistCard psychologist={{ ...p, nextAvailableAt: null }} preview />
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
