import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ChangePhoneForm } from '@/features/account/components/change-phone-form';
import { ConnectedDevices } from '@/features/account/components/connected-devices';
import { TwoStepVerification } from '@/features/account/components/mfa/two-step-verification';
import { mfaStatusQuery, useMfaStatus } from '@/features/account/api/mfa';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { DownloadOwnData } from '@/features/account/components/download-own-data';
import { EmergencyContactForm } from '@/features/account/components/emergency-contact-form';
import { SignOutEverywhere } from '@/features/account/components/sign-out-everywhere';
import { WhatsappConsentSwitch } from '@/features/messaging/whatsapp-consent-switch';
import type { LoaderFunction } from 'react-router';
import { pageData } from '@/app/page-data';
import { ROLES, roleFromPath, type Role } from '@/lib/roles';

/** Session reminders go to collaborators and psychologists only (domain.md §13). */
const HAS_WHATSAPP: Record<Role, boolean> = {
  administrator: false,
  company: false,
  collaborator: true,
  psychologist: true,
};

/** Every area's 'Minha conta' reads its second factor first (decision 1340); the area is the URL's. */
const loaders = Object.fromEntries(
  ROLES.map((role) => [role, pageData(role, () => [mfaStatusQuery])]),
) as Record<Role, LoaderFunction>;

export const loader: LoaderFunction = (args) => {
  const role = roleFromPath(new URL(args.request.url).pathname);
  return role ? loaders[role](args) : null;
};

/** 'Minha conta' of every area (domain.md §14): /<area>/app/account. */
export default function AccountPage({ role }: { role: Role }) {
  const { user, signOut, update } = useSession(role);
  const mfa = useMfaStatus();
  // Until a required second factor is on, every other call answers 403 (decision 1340): the page
  // shows only the enrolment, not sections that could not load (decision 1341); their calls wait
  // for the answer that says so.
  if (mfa.isPending) return <Skeleton className="h-64" />;
  if (mfa.data?.required && !mfa.data.totp)
    return (
      <>
        <PageHeader
          title="Minha conta"
          description="Antes de continuar, ative a verificação em duas etapas."
        />
        <TwoStepVerification />
      </>
    );
  return (
    <>
      <PageHeader
        title="Minha conta"
        description="Seu acesso, seus avisos e seus dados. Só você pode mudar o que está aqui."
      />
      <div className="grid gap-5 lg:grid-cols-2 lg:gap-6">
        <TwoStepVerification className="lg:col-span-2" />
        <ChangeEmailForm currentEmail={typeof user.email === 'string' ? user.email : undefined} />
        <ChangePasswordForm />
        {role !== 'company' && (
          <ChangePhoneForm
            currentPhone={typeof user.phone === 'string' ? user.phone : undefined}
            onChanged={(phone) => update({ phone })}
          />
        )}
        {role === 'collaborator' && <EmergencyContactForm className="lg:col-span-2" />}
        <DownloadOwnData />
        {HAS_WHATSAPP[role] && <WhatsappConsentSwitch className="lg:col-span-2" />}
        <ConnectedDevices className="lg:col-span-2" />
        <SignOutEverywhere onDone={(notice) => signOut({ notice, serverDone: true })} />
        <DeleteAccount />
      </div>
    </>
  );
}
