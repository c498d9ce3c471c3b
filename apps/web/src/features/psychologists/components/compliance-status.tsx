import {
  appointmentStatusLabel,
  complianceStatusLabel,
  type TTone,
} from '@acolher/contracts/labels';
import { StatusDot, type StatusTone } from '@/components/ui/status-dot';

const TONES: Record<TTone, StatusTone> = {
  yellow: 'pending',
  green: 'success',
  red: 'danger',
  gray: 'unknown',
};

/** 'Em Análise' (yellow), 'Aprovado' (green), 'Reprovado' (red): always a label beside the dot. */
export function ComplianceStatus({ status }: { status: string | null | undefined }) {
  const { label, tone } = complianceStatusLabel(status);
  return <StatusDot tone={TONES[tone]} label={label} />;
}

export function AppointmentStatus({ status }: { status: string | null | undefined }) {
  const { label, tone } = appointmentStatusLabel(status);
  return <StatusDot tone={TONES[tone]} label={label} />;
}
