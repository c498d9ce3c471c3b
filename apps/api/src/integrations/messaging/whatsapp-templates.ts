/**
 * Approved WhatsApp templates, one per message kind, each with a single body parameter {{1}}
 * that carries the text already written in pt-BR by the messaging templates (decision 0901).
 * Names must match the templates registered in the WhatsApp Business Manager.
 */
const TEMPLATES: Record<string, string> = {
  appointment_reminder: 'acolher_lembrete_sessao',
  booking_confirmation: 'acolher_agendamento_confirmado',
  appointment_cancelled_by_psychologist: 'acolher_sessao_cancelada',
  appointment_cancelled: 'acolher_sessao_cancelada',
};

const WHATSAPP_FALLBACK_TEMPLATE = 'acolher_aviso';
const WHATSAPP_LANGUAGE = 'pt_BR';

export function whatsAppTemplateFor(kind: string) {
  return { name: TEMPLATES[kind] ?? WHATSAPP_FALLBACK_TEMPLATE, language: WHATSAPP_LANGUAGE };
}
