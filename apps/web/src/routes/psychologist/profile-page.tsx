import type { ReactNode } from 'react';
import { formatCpf, formatCrp, formatName } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { WhatsappConsentSwitch } from '@/features/messaging/whatsapp-consent-switch';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnPsychologist, ownPsychologistQuery } from '@/features/psychologists/api/profile';
import { AvatarUpload } from '@/features/psychologists/components/avatar-upload';
import { ProfileForm } from '@/features/psychologists/components/profile-form';
import { CrpCardPanel } from '@/features/psychologists/components/crp-card-panel';
import { ContractEditor } from '@/features/care-contract/contract-editor';
import type { TPsychologist } from '@acolher/contracts/answers/psychologists';
import { whatsappConsentQuery } from '@/features/messaging/whatsapp-consent-api';
import { pageData } from '@/app/page-data';

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm font-semibold text-sand-500">{label}</dt>
      <dd className="truncate text-[15px] font-semibold text-sand-900">{children}</dd>
    </div>
  );
}

export const loader = pageData('psychologist', (_params, { uuid }) => [
  ownPsychologistQuery(uuid),
  whatsappConsentQuery,
]);

export default function ProfilePage() {
  const { user, update } = useSession<TPsychologist>('psychologist');
  const profile = useOwnPsychologist(user.uuid);
  // The stored session keeps its token: only the record's fields are merged.
  const keep = (p: TPsychologist) => update(p);
  const p = profile.data;

  return (
    <>
      <PageHeader
        title="Perfil"
        description="É assim que os colaboradores conhecem você antes de agendar."
      />
      {profile.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : profile.isError || !p ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardContent className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-10">
              <AvatarUpload psychologist={p} onUploaded={keep} />
              <dl className="grid gap-4 sm:grid-cols-2">
                <ReadOnly label="Nome">{formatName(p.name)}</ReadOnly>
                <ReadOnly label="E-mail">{p.email}</ReadOnly>
                <ReadOnly label="CPF">{formatCpf(p.document)}</ReadOnly>
                <ReadOnly label="CRP">{formatCrp(p.crp)}</ReadOnly>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <CrpCardPanel uuid={p.uuid} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <ProfileForm key={p.uuid} psychologist={p} onSaved={keep} />
            </CardContent>
          </Card>
          <ContractEditor psychologistUuid={p.uuid} />
          <WhatsappConsentSwitch />
        </div>
      )}
    </>
  );
}
