import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TSignIn, TSignInInput } from '@acolher/contracts/auth';
import type { TMfaChallenge } from '@acolher/contracts/answers/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSessionStore } from '@/app/use-session';
import { useHydrated } from '@/lib/use-hydrated';
import { dropSignInNotice, peekSignInNotice } from '@/lib/sign-in-notice';
import { api, ApiError } from '@/lib/api';
import { toast, wantToaster } from '@/lib/toast';
import { ROLE_API, ROLE_HOME, type Role } from '@/lib/roles';
import type { SessionUser } from '@/lib/session';

type SignInFormProps = { role: Role; buttonLabel: 'Entrar' | 'Acessar' };
type SignedIn = SessionUser & { token: string; mfaEnrollmentRequired?: true };
type SignInResponse = SignedIn | TMfaChallenge;

type Field = keyof TSignInInput;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The shared ZSignIn schema (and zod with it, ~25 KB gzip) is fetched when the form is first used,
 * not with the page: the sign-in pages stay under their 100 KB first-load budget (decision 1001).
 */
// The second step is loaded only by the people who have one (decision 1340): the sign-in pages'
// first load stays within their budget (scripts/check-bundle-budgets.mjs).
const MfaStep = lazy(() => import('./mfa-step').then((m) => ({ default: m.MfaStep })));

const loadSchema = () => import('@acolher/contracts/auth').then((m) => m.ZSignIn);

async function validate(values: TSignInInput): Promise<{ data?: TSignIn; errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

// Through lib/toast, which mounts the root Toaster with the message: a direct sonner call waited
// for the Toaster's own start-up delay, so a refused sign-in was told ~3 s late.
const toastError = (message: string) => toast.error(message);

/** E-mail + password for any role. Opening it forgets that role's stored session. */
export function SignInForm({ role, buttonLabel }: SignInFormProps) {
  const { clear, save } = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<TSignInInput>(() => ({
    email: params.get('email') ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const hydrated = useHydrated();
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);

  // Signed in: the session, then home; a role that must enrol lands on 'Minha conta' (§14).
  const enter = (account: SignedIn) => {
    save(role, { uuid: account.uuid, token: account.token, user: account });
    if (account.mfaEnrollmentRequired) {
      navigate(`/${role}/app/account`, { replace: true });
      return;
    }
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from?.startsWith(`/${role}/app/`) ? from : ROLE_HOME[role], { replace: true });
  };

  // Why the person is here again (an idle session's 401, 'Sair de todos os dispositivos'): shown
  // in the page, not as a toast, so it is still there when they look; once (decision 1112).
  const [notice] = useState(() => (typeof window === 'undefined' ? null : peekSignInNotice(role)));
  useEffect(() => dropSignInNotice(role), [role]);
  useEffect(() => clear(role), [clear, role]);
  // A prerendered page can be typed into before its script runs: keep what was typed.
  useEffect(() => {
    const typed = {
      email: emailRef.current?.value ?? '',
      password: passwordRef.current?.value ?? '',
    };
    setValues((v) =>
      typed.email || typed.password
        ? { email: typed.email || v.email, password: typed.password || v.password }
        : v,
    );
  }, []);
  // Coming from the demo list the e-mail is already there: go straight to the password.
  const focusEmail = !params.get('email');
  useEffect(() => {
    // Never take the focus from a field the user is already in (typing before the page's script
    // ran): a password would land in the e-mail field, in clear text.
    const active = document.activeElement;
    if (!active || active === document.body) (focusEmail ? emailRef : passwordRef).current?.focus();
  }, [focusEmail]);
  // The validator (zod, ~50 ms of script on a slow phone) is fetched at the first key or tap in the
  // form, not while the page is still starting: it is ready long before the button is pressed. The
  // root Toaster (sonner) is asked for then too, so a refused sign-in is told without a wait.
  const warmValidator = () => {
    void loadSchema();
    wantToaster();
  };

  const check = async (next: TSignInInput) => {
    const run = ++latest.current;
    const result = await validate(next);
    if (run === latest.current) setErrors(result.errors);
    return result;
  };

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    // Both fields from the page, not from this render's state: a field typed into before hydration
    // is on the page but maybe not yet in state, and re-rendering from that state would blank it
    // (seen in CI: the e-mail vanished once the password was typed).
    const next = {
      email: emailRef.current?.value ?? values.email,
      password: passwordRef.current?.value ?? values.password,
      [field]: event.target.value,
    };
    setValues(next);
    if (submitted) void check(next); // like react-hook-form: re-validate on change after a submit
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const { data, errors: found } = await check(values);
      if (!data) {
        const first = (['email', 'password'] as const).find((f) => found[f]);
        if (first) (first === 'email' ? emailRef : passwordRef).current?.focus();
        return;
      }
      const body = { email: data.email.trim().toLowerCase(), password: data.password };
      const answer = await api.post<SignInResponse>(`/${ROLE_API[role]}/sign-in`, body);
      if ((answer as TMfaChallenge).mfaRequired === true) {
        setRestartNotice(null);
        setChallenge(answer as TMfaChallenge);
      } else enter(answer as SignedIn);
    } catch (err) {
      // Sign-ins show the server's message only.
      if (err instanceof ApiError) {
        if (err.message) toastError(err.message);
      } else toastError('Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge)
    return (
      <Suspense fallback={<p className="text-sand-600">Carregando…</p>}>
        <MfaStep
          challenge={challenge}
          onSignedIn={enter}
          onRestart={(message) => {
            setChallenge(null);
            setRestartNotice(message);
          }}
        />
      </Suspense>
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={warmValidator}
      onPointerDown={warmValidator}
      className="grid gap-5"
    >
      {(restartNotice ?? notice) && (
        <p
          role="status"
          className="rounded-xl border border-yellow-200 bg-yellow-50 px-4 py-3 text-[15px] font-semibold text-yellow-900"
        >
          {restartNotice ?? notice}
        </p>
      )}
      <FormField label="E-mail" required error={errors.email}>
        <Input
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          // Psychologists sign up with Gmail only (§9): their example says so.
          placeholder={role === 'psychologist' ? 'voce@gmail.com' : 'voce@empresa.com.br'}
          value={values.email}
          onChange={onChange('email')}
        />
      </FormField>
      <FormField label="Senha" required error={errors.password}>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          placeholder="Sua senha"
          value={values.password}
          onChange={onChange('password')}
        />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link
          to={`/${role}/auth/forgot-password`}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Esqueci minha senha
        </Link>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated}
        loading={isSubmitting}
        loadingText={buttonLabel === 'Acessar' ? 'Acessando...' : 'Entrando...'}
      >
        {buttonLabel}
      </Button>
    </form>
  );
}
