/** Server messages of docs/domain.md, exact. Keys marked "ours" are not worded by the docs. */
export const MESSAGES = {
  required: 'Campo obrigatório',
  invalidCredentials: 'E-mail ou senha inválidos',
  unauthorized: 'Não autenticado', // ours: 401 without a usable token
  accessDenied: 'Acesso negado',
  tooManyAttempts: 'Muitas tentativas. Tente novamente em alguns minutos.',
  emailTaken: 'E-mail já cadastrado',
  cpfTaken: 'CPF já cadastrado',
  cnpjTaken: 'CNPJ já cadastrado',
  crpTaken: 'CRP já cadastrado',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidCrp: 'CRP deve estar no formato 99/99999 ou 99/999999',
  gmailOnly: 'Apenas emails do Gmail são aceitos',
  psychologistAnalyzing: 'Seu cadastro está em análise.',
  psychologistDisapproved: 'Seu cadastro foi reprovado.',
  radarRequired: 'É necessário enviar pelo menos uma vez o radar do bem-estar',
  cannotBook: 'Não é possível agendar neste horário',
  insufficientCredits: 'Créditos insuficientes',
  slotTaken: 'Horário indisponível',
  onlyPendingCancel: 'Apenas agendamentos pendentes podem ser cancelados',
  endAfterStart: 'O horário final deve ser depois do inicial',
  minSessionLength: 'O horário deve ter pelo menos 50 minutos', // ours
  hourConflict: 'Conflita com um horário existente',
  hourInUse: 'Este horário possui agendamentos futuros pendentes', // ours
  onlyAnalyzing: 'Apenas psicólogos em análise podem ser aprovados ou reprovados',
  psychologistSuspended: 'Seu cadastro está suspenso. Fale com o Acolher.', // ours: decision 1407
  onlyApprovedSuspend: 'Apenas psicólogos aprovados podem ser suspensos', // ours: decision 1407
  onlySuspendedReactivate: 'Apenas psicólogos suspensos podem ser reativados', // ours: decision 1407
  crpCardType: 'Envie a carteira do CRP em PDF, JPG ou PNG.', // ours: decision 1406
  crpCardTooLarge: 'A carteira do CRP deve ter no máximo 5MB.', // ours: decision 1406
  crpCardMissing: 'Carteira do CRP não enviada', // ours: decision 1406
  removeCollaboratorsFirst: 'Remova os colaboradores antes de excluir',
  cannotDeleteSelf: 'Você não pode excluir a si mesmo', // ours
  invalidPackage: 'Pacote inválido',
  purchasesOff: 'A compra de créditos está desativada. Seus créditos vêm da sua empresa.', // ours: PAYMENTS=off (§15)
  invalidSignature: 'Assinatura inválida', // ours: webhook signature
  purchaseNotPending: 'Esta compra já foi processada', // ours
  purchaseExpired: 'Esta compra expirou. Escolha o pacote de novo.', // ours: decision 1410
  paymentDeclined: 'Pagamento recusado', // ours: sandbox test card declined
  invalidOrExpiredToken: 'Link inválido ou expirado', // ours: invite/reset token
  imageOnly: 'Aceito apenas arquivos de imagem.',
  imageTooLarge: 'A imagem deve ter no máximo 5MB.',
  validation: 'Dados inválidos', // ours: fallback for a 400 without a field message
  notFound: 'Não encontrado',
  internal: 'Erro interno do servidor', // ours
} as const;

/** Toast texts of the screens (domain.md §20, §22), exact, including trailing full stops. */
export const TOASTS = {
  administrator: {
    created: 'Administrador adicionado com sucesso',
    updated: 'Administrador atualizado com sucesso',
    deleted: 'Administrador deletado com sucesso',
    createError: 'Erro ao adicionar administrador',
    updateError: 'Erro ao atualizar administrador',
    deleteError: 'Erro ao deletar administrador',
  },
  collaborator: {
    created: 'Colaborador adicionado com sucesso',
    updated: 'Colaborador atualizado com sucesso',
    deleted: 'Colaborador excluído com sucesso',
    createError: 'Erro ao adicionar colaborador',
    updateError: 'Erro ao atualizar colaborador',
    deleteError: 'Erro ao excluir colaborador',
    /** The company area's variants end with a full stop. */
    companyCreateError: 'Erro ao adicionar colaborador.',
    companyUpdateError: 'Erro ao atualizar colaborador.',
    companyDeleteError: 'Erro ao excluir colaborador.',
  },
  credits: {
    added: 'Créditos adicionados com sucesso',
    addError: 'Erro ao adicionar créditos',
  },
  company: {
    created: 'Empresa adicionada com sucesso',
    updated: 'Empresa atualizada com sucesso',
    deleted: 'Empresa excluída com sucesso',
    formUpdated: 'Formulário atualizado com sucesso',
    createError: 'Erro ao adicionar empresa',
    updateError: 'Erro ao atualizar empresa',
    deleteError: 'Erro ao excluir empresa',
    formUpdateError: 'Erro ao atualizar formulário',
  },
  sector: {
    created: 'Setor adicionado com sucesso.',
    deleted: 'Setor excluído com sucesso.',
    updated: 'Setor atualizado com sucesso.',
    createError: 'Erro ao adicionar setor.',
    deleteError: 'Erro ao excluir setor.',
    updateError: 'Erro ao atualizar setor.',
  },
  psychologist: {
    created: 'Psicólogo adicionado com sucesso',
    approved: 'Psicólogo aprovado com sucesso',
    disapproved: 'Psicólogo reprovado com sucesso',
    suspended: 'Psicólogo suspenso com sucesso', // ours: decision 1407
    reactivated: 'Psicólogo reativado com sucesso', // ours: decision 1407
    complianceError: 'Erro ao atualizar o cadastro do psicólogo', // ours
    crpCardSent: 'Carteira do CRP enviada.', // ours: decision 1406
    crpCardError: 'Erro ao enviar a carteira do CRP.', // ours: decision 1406
    deleted: 'Psicólogo excluído com sucesso',
    createError: 'Erro ao adicionar psicólogo',
    deleteError: 'Erro ao excluir psicólogo',
    signUpSuccess: 'Conta criada com sucesso! Aguarde a aprovação do seu cadastro.',
    signUpError: 'Erro ao criar psicólogo.',
    openingHourAdded: 'Horário adicionado com sucesso.',
    openingHourError: 'Erro ao adicionar horário.',
    profileUpdated: 'Perfil atualizado com sucesso.',
    profileError: 'Erro ao atualizar perfil.',
    reviewAdded: 'Avaliação adicionada com sucesso!',
    reviewError: 'Erro ao adicionar avaliação',
  },
  appointment: {
    cancelledByCollaborator: 'Agendamento cancelado com sucesso!',
    cancelledByPsychologist: 'Agendamento cancelado com sucesso.',
    cancelError: 'Erro ao cancelar agendamento.',
    bookError: 'Erro ao realizar agendamento.',
  },
  purchase: {
    redirecting: 'Em breve você será redirecionado.',
    error: 'Erro ao realizar compra.',
  },
  avatar: {
    imageOnly: 'Aceito apenas arquivos de imagem.',
    tooLarge: 'A imagem deve ter no máximo 5MB.',
  },
  radarRequired: 'É necessário enviar pelo menos uma vez o radar do bem-estar',
} as const;

/** Delete confirmation: 'Tem certeza de que deseja excluir' + name + '? Esta ação não poderá ser desfeita.' */
export function deleteConfirmation(name: string): string {
  return `Tem certeza de que deseja excluir ${name}? Esta ação não poderá ser desfeita.`;
}

/** The toast text for a failed call: the error body's `message` if present, else the fallback. */
export function errorMessage(body: unknown, fallback?: string): string | undefined {
  const raw =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  const message = typeof raw === 'string' ? raw.trim() : '';
  return message !== '' ? message : fallback;
}
