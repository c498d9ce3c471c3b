/**
 * The product's template of the care contract for online care (domain.md §18, decision 1370):
 * what Res. CFP 09/2024 asks a contract of online care to state (the service, both sides' rights and
 * duties, the technology used, a plan for urgencies and emergencies with referral to in-person care),
 * with the Código de Ética's confidentiality and its limits, and the product's own rules for fees,
 * cancellation (domain.md §6), attendance (§17) and records. The psychologist edits it into its own.
 * Plain text: a line of its own that starts with a number and a period is a heading.
 */
export const CARE_CONTRACT_TEMPLATE = `Contrato de atendimento psicológico on-line

Este contrato organiza o atendimento psicológico on-line entre você e sua psicóloga ou seu psicólogo pelo Acolher, de acordo com a Resolução CFP nº 09/2024 e com o Código de Ética Profissional do Psicólogo. Leia com calma. Se algo não estiver claro, pergunte na primeira sessão: podemos conversar sobre qualquer ponto.

1. O serviço
O atendimento é psicoterapia individual on-line, em sessões de 50 minutos, no dia e horário que você agendar no Acolher. A frequência (semanal, quinzenal ou outra) e os objetivos do trabalho são combinados entre nós nas primeiras sessões e podem ser revistos a qualquer momento. O atendimento on-line não substitui o atendimento presencial quando este for o mais indicado para você: nesse caso, eu vou orientar um encaminhamento.

2. A tecnologia usada: a sala do Acolher
As sessões acontecem na sala de vídeo do próprio Acolher, aberta apenas para nós dois, de 15 minutos antes do início até 10 minutos depois do fim da sessão. O áudio e o vídeo vão diretamente de um navegador ao outro, com criptografia de ponta a ponta (DTLS-SRTP): o Acolher não grava, não vê e não ouve a sessão. Nenhum de nós grava a sessão, em áudio, vídeo ou imagem, sem o consentimento por escrito do outro.
Para cuidar da sua privacidade, esteja em um lugar reservado, onde não seja ouvida ou ouvido, de preferência com fones de ouvido, e com uma conexão estável. Eu faço o mesmo do meu lado. Se a conexão cair, voltamos à mesma sala enquanto ela estiver aberta; se não for possível retomar, combinamos pelo Acolher como seguir.

3. Sigilo e seus limites
Tudo o que você disser nas sessões é sigiloso. A empresa em que você trabalha não recebe nada do que acontece nas sessões: nem o conteúdo, nem anotações, nem diagnósticos; ela paga o serviço e vê apenas números agregados e anônimos de uso da plataforma.
O sigilo só pode ser quebrado nos casos previstos no Código de Ética Profissional do Psicólogo (artigos 9º e 10): quando houver risco grave à sua vida ou à vida de outras pessoas, ou por determinação legal ou judicial. Mesmo assim, compartilho somente o mínimo necessário e, sempre que possível, converso antes com você.

4. Emergências
O atendimento on-line não é um serviço de emergência, e eu não fico disponível fora do horário das sessões. Em uma crise:
- ligue para o CVV, 188 (24 horas, gratuito) ou converse em cvv.org.br;
- em risco à vida, ligue para o SAMU, 192, ou vá ao pronto-socorro mais próximo;
- procure a Unidade Básica de Saúde ou o CAPS da sua região para acompanhamento.
Peço que você cadastre um contato de emergência em "Minha conta" (nome, telefone e relação com você). Só as psicólogas e os psicólogos que atendem você podem ver esse contato, e cada consulta fica registrada. Eu só vou acioná-lo se houver risco grave à sua vida ou à de outra pessoa. Quando houver risco, também vou orientar o encaminhamento para atendimento presencial, psicológico ou psiquiátrico.

5. Honorários
Os honorários das sessões são pagos pela sua empresa, por meio dos créditos do Acolher: você não me paga nada diretamente. Cada sessão agendada usa um crédito.

6. Cancelamento, remarcação e faltas
Você pode cancelar ou remarcar uma sessão pelo Acolher até 6 horas antes do início, e o crédito volta para você. Depois disso, ou se você não entrar na sala, a sessão conta como realizada ou como falta, e o crédito não volta. Se eu precisar cancelar, o crédito sempre volta para você e você é avisada ou avisado. Se eu não entrar na sala, a sessão é registrada como ausência minha e o crédito volta. Depois de uma sessão, você pode contestar o registro de presença em até 48 horas pelo Acolher.

7. Registros e documentos
Eu mantenho um registro documental dos atendimentos, como exige o Conselho Federal de Psicologia. Esse registro é sigiloso, fica guardado com segurança por pelo menos 5 anos e só eu o leio. Você pode pedir informações sobre ele e documentos psicológicos, como uma declaração de comparecimento, que traz apenas a data e o horário da sessão, nunca o que foi conversado. Seus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados (LGPD) e a política de privacidade do Acolher.

8. Seus direitos e os meus compromissos
Você pode fazer perguntas sobre o atendimento, pedir para mudar a frequência, interromper o processo quando quiser ou pedir a indicação de outra profissional ou outro profissional. Eu me comprometo a atender com ética, respeito e pontualidade, a manter o sigilo e a avisar com antecedência se eu precisar faltar ou encerrar o atendimento, orientando um encaminhamento.

9. Alterações
Este contrato pode ser atualizado. Cada versão fica registrada no Acolher com a data, e você vê qual versão aceitou e quando.`;
