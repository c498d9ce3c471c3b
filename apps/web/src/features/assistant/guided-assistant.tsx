import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bot, LifeBuoy, SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CareResources } from '@/components/care-resources';
import { cn } from '@/lib/cn';
import { replyTo, TOPICS, type Reply } from './knowledge';

type Message =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'bot'; reply: Reply | { kind: 'hello' } };

function BotBubble({ reply }: { reply: Reply | { kind: 'hello' } }) {
  if (reply.kind === 'distress')
    return (
      <CareResources
        tone="urgent"
        headingLevel={3}
        title="Obrigada por me contar. Você merece ajuda agora."
        intro="Eu sou só uma guia virtual e não consigo cuidar disso como uma pessoa. Por favor, fale agora com quem pode ajudar: o CVV atende 24 horas, de graça, por telefone ou chat. Em perigo imediato, ligue 192."
      />
    );
  return (
    <div className="grid max-w-[min(36rem,100%)] gap-2 rounded-2xl rounded-tl-md bg-white px-4 py-3 text-[15px] leading-relaxed text-sand-800 shadow-soft">
      {reply.kind === 'hello' ? (
        <>
          <p>Oi! Eu sou a Psi Priscila, a guia virtual da Acolher.</p>
          <p>
            Não sou psicóloga e não faço atendimento, mas posso explicar como a plataforma funciona.
            Escolha um tema abaixo ou escreva sua dúvida.
          </p>
        </>
      ) : reply.kind === 'unknown' ? (
        <>
          {/* Unsure: CVV and a session, always (decision 1411). */}
          <p>
            Ainda não sei responder isso direito. Se estiver difícil, você não precisa esperar: o
            CVV atende no <strong>188</strong>, 24 horas, de graça (também por chat em cvv.org.br),
            e você pode agendar uma sessão com um psicólogo. Ou escolha um dos temas abaixo.
          </p>
          <Link
            to="/collaborator/app/psychologists"
            className="inline-flex w-fit items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Agendar uma sessão
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </>
      ) : (
        <>
          {reply.topic.id === 'crise' ? null : reply.topic.answer.map((p) => <p key={p}>{p}</p>)}
          {reply.topic.links && reply.topic.id !== 'crise' && (
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {reply.topic.links.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className="inline-flex w-fit items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The built-in guided assistant, used when no ASSISTANT_URL is configured. Never pretends to be a therapist. */
export function GuidedAssistant() {
  const [messages, setMessages] = useState<Message[]>([
    { id: 0, from: 'bot', reply: { kind: 'hello' } },
  ]);
  const [text, setText] = useState('');
  const lastRef = useRef<HTMLLIElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    // The newest answer starts in view (a crisis card is taller than a phone's chat area).
    const list = scrollRef.current;
    const last = lastRef.current;
    if (messages.length > 1 && list && last)
      list.scrollTo?.({ top: last.offsetTop - 12, behavior: 'auto' });
  }, [messages]);

  function ask(question: string, reply: Reply) {
    const a = nextId.current++;
    const b = nextId.current++;
    setMessages((m) => [
      ...m,
      { id: a, from: 'user', text: question },
      { id: b, from: 'bot', reply },
    ]);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    setText('');
    ask(q, replyTo(q));
  }

  return (
    <div className="flex h-[calc(100dvh-17rem)] min-h-[440px] flex-col overflow-hidden rounded-card border border-sand-200 bg-sand-100/60 md:h-[calc(100dvh-10rem)]">
      <div className="flex items-center gap-3 border-b border-sand-200 bg-white px-4 py-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-100 text-brand-800">
          <Bot className="size-5" aria-hidden />
        </span>
        <div className="grid">
          <span className="font-bold text-sand-900">Psi Priscila</span>
          <span className="text-sm text-sand-600">Guia virtual · não substitui um psicólogo</span>
        </div>
        <Button
          variant="soft"
          size="sm"
          className="ml-auto"
          onClick={() => ask('Preciso de ajuda agora', { kind: 'distress' })}
        >
          <LifeBuoy aria-hidden />
          <span className="hidden sm:inline">Preciso de ajuda agora</span>
          <span className="sm:hidden">Ajuda agora</span>
        </Button>
      </div>

      <div
        ref={scrollRef}
        className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
        aria-live="polite"
        aria-label="Conversa"
      >
        <ul className="grid gap-3">
          {messages.map((m, i) => (
            <li
              key={m.id}
              ref={i === messages.length - 1 ? lastRef : undefined}
              className={cn('flex', m.from === 'user' ? 'justify-end' : 'justify-start')}
            >
              {m.from === 'user' ? (
                <p className="max-w-[85%] rounded-2xl rounded-tr-md bg-brand-700 px-4 py-2.5 text-[15px] text-white">
                  {m.text}
                </p>
              ) : (
                <BotBubble
                  reply={
                    m.reply.kind === 'topic' && m.reply.topic.id === 'crise'
                      ? { kind: 'distress' }
                      : m.reply
                  }
                />
              )}
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-3 border-t border-sand-200 bg-white p-3 sm:p-4">
        <div
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible"
          role="group"
          aria-label="Temas"
        >
          {TOPICS.map((t) => (
            <button
              key={t.id}
              type="button"
              onClick={() =>
                ask(
                  t.question,
                  t.id === 'crise' ? { kind: 'distress' } : { kind: 'topic', topic: t },
                )
              }
              className={cn(
                'shrink-0 cursor-pointer rounded-full border px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                t.id === 'crise'
                  ? 'border-accent-200 bg-accent-50 text-accent-700 hover:bg-accent-100'
                  : 'border-sand-300 bg-white text-sand-800 hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {t.question}
            </button>
          ))}
        </div>
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="assistant-input" className="sr-only">
            Escreva sua dúvida
          </label>
          <input
            id="assistant-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Escreva sua dúvida..."
            autoComplete="off"
            maxLength={500}
            className="h-11 min-w-0 flex-1 rounded-xl border border-sand-300 bg-white px-4 text-[16px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <Button type="submit" size="icon" aria-label="Enviar" disabled={!text.trim()}>
            <SendHorizontal aria-hidden />
          </Button>
        </form>
      </div>
    </div>
  );
}
