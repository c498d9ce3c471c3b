import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertCircle, CheckCircle2, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { toast } from 'sonner';
import {
  IMPORT_HEADER,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  refusedRowsCsv,
} from '@acolher/contracts/collaborator-import';
import type { TCollaboratorImportResult } from '@acolher/contracts/answers/collaborator-import';
import { toCsv } from '@acolher/contracts/csv';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { saveTextFile, useImportCollaborators } from './import-api';
import { ImportRows } from './import-rows';

const people = (n: number) =>
  n === 1 ? '1 colaborador' : `${n.toLocaleString('pt-BR')} colaboradores`;
const lines = (n: number) => (n === 1 ? '1 linha' : `${n.toLocaleString('pt-BR')} linhas`);

function downloadTemplate(sectorName: string) {
  const example = [
    'Maria da Silva',
    '529.982.247-25',
    'maria.silva@empresa.com.br',
    '(11) 98765-4321',
    '15/04/1990',
    'Feminino',
    sectorName,
  ];
  saveTextFile(toCsv([IMPORT_HEADER.split(','), example]), 'modelo-colaboradores.csv');
}

function downloadRefused(result: TCollaboratorImportResult) {
  saveTextFile(refusedRowsCsv(result.rows), 'colaboradores-recusados.csv');
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-[15px] text-red-900"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}

function Counts({ result }: { result: TCollaboratorImportResult }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {[
        ['Linhas', result.total, 'text-sand-900'],
        [result.dryRun ? 'Prontas' : 'Importadas', result.acceptedCount, 'text-green-800'],
        ['Recusadas', result.refusedCount, result.refusedCount ? 'text-red-800' : 'text-sand-900'],
      ].map(([label, value, tone]) => (
        <div key={label as string} className="rounded-2xl bg-sand-50 p-3 text-center sm:p-4">
          <dt className="text-sm text-sand-600">{label}</dt>
          <dd className={`text-2xl font-bold tabular-nums ${tone as string}`}>
            {(value as number).toLocaleString('pt-BR')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  /** The administrator's company; a company imports into itself (omitted). */
  companyUuid?: string;
  /** Where 'Ver colaboradores' leads after the import. */
  doneHref: string;
  /** A sector of the company, for the template's example row. */
  exampleSector?: string;
};

/**
 * 'Importar colaboradores' (domain.md §19, decision 1207): choose a CSV → the server's preview of
 * every row → 'Importar N colaboradores' → the result, with the refused rows as a CSV report.
 */
export function CollaboratorImport({
  companyUuid,
  doneHref,
  exampleSector = 'Recursos Humanos',
}: Props) {
  const mutation = useImportCollaborators(companyUuid);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TCollaboratorImportResult | null>(null);
  const [result, setResult] = useState<TCollaboratorImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const checking = mutation.isPending && mutation.variables?.dryRun;
  const importing = mutation.isPending && !mutation.variables?.dryRun;

  const restart = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFileError(null);
    if (input.current) input.current.value = '';
  };
  const choose = (chosen: File | undefined) => {
    restart();
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > IMPORT_MAX_BYTES) return setFileError(IMPORT_MESSAGES.tooLarge);
    mutation.mutate(
      { file: chosen, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (err) =>
          setFileError(errorMessage(err, 'Não foi possível conferir o arquivo. Tente novamente.')),
      },
    );
  };
  const runImport = () => {
    if (!file) return;
    mutation.mutate(
      { file, dryRun: false },
      {
        onSuccess: (done) => {
          setResult(done);
          setPreview(null);
          toast.success(
            done.acceptedCount === 1
              ? '1 colaborador importado'
              : `${done.acceptedCount.toLocaleString('pt-BR')} colaboradores importados`,
          );
        },
        onError: (err) => toast.error(errorMessage(err, 'Erro ao importar colaboradores')),
      },
    );
  };

  const chooser = (
    <>
      <input
        ref={input}
        id="collaborator-import-file"
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <label
        htmlFor="collaborator-import-file"
        className={buttonClass(file ? 'secondary' : 'primary', 'md', 'cursor-pointer')}
      >
        <Upload aria-hidden /> {file ? 'Escolher outro arquivo' : 'Escolher arquivo CSV'}
      </label>
    </>
  );

  if (result) {
    return (
      <div className="grid gap-5">
        <Card>
          <CardContent className="grid gap-5">
            <div className="flex items-start gap-3" role="status">
              <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
              <div className="grid min-w-0 gap-1">
                <h2 className="text-lg font-bold text-sand-900">
                  {result.acceptedCount
                    ? `${people(result.acceptedCount)} importado${result.acceptedCount === 1 ? '' : 's'}`
                    : 'Nenhum colaborador importado'}
                </h2>
                <p className="text-[15px] text-sand-600">
                  {result.acceptedCount
                    ? 'Cada pessoa recebeu um convite por e-mail para criar a senha. Até lá, aparece como "Convite enviado" no setor.'
                    : 'Nenhuma linha do arquivo pôde ser importada.'}
                </p>
              </div>
            </div>
            <Counts result={result} />
            <div className="flex flex-wrap gap-2">
              {result.refusedCount > 0 && (
                <Button variant="secondary" onClick={() => downloadRefused(result)}>
                  <Download aria-hidden /> Baixar relatório das recusadas
                </Button>
              )}
              <Button variant="secondary" onClick={restart}>
                <Upload aria-hidden /> Importar outro arquivo
              </Button>
              <Link to={doneHref} className={buttonClass('primary')}>
                Ver colaboradores
              </Link>
            </div>
          </CardContent>
        </Card>
        <ImportRows result={result} />
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <Card>
        <CardContent className="grid gap-5">
          <div className="flex items-start gap-3">
            <FileSpreadsheet aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div className="grid min-w-0 gap-1.5 text-[15px] text-sand-700">
              <h2 className="text-lg font-bold text-sand-900">
                {preview ? 'Confira antes de importar' : 'Escolha o arquivo'}
              </h2>
              {preview ? (
                <p>
                  <span className="font-semibold break-all text-sand-900">{file?.name}</span>:{' '}
                  {lines(preview.total)}. Só as linhas prontas serão importadas; cada pessoa recebe
                  um convite por e-mail para criar a senha.
                </p>
              ) : (
                <>
                  <p>
                    Um arquivo CSV (separado por vírgulas ou ponto e vírgula) cuja primeira linha
                    seja{' '}
                    <code className="rounded bg-sand-100 px-1.5 py-0.5 text-sm break-all text-sand-900">
                      {IMPORT_HEADER}
                    </code>
                    {' '}(com ou sem acentos; o cabeçalho em inglês também vale).
                  </p>
                  <p>
                    O setor é o nome de um setor da empresa; a data de nascimento, dd/mm/aaaa; o
                    gênero, Masculino ou Feminino. Até 10.000 colaboradores e 5MB por arquivo.
                  </p>
                </>
              )}
            </div>
          </div>
          {fileError && <Alert>{fileError}</Alert>}
          {preview && <Counts result={preview} />}
          {checking ? (
            <div className="flex items-center gap-3 text-sand-700">
              <Spinner size="sm" label="Conferindo cada linha do arquivo..." />
              <span aria-hidden>Conferindo cada linha do arquivo...</span>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {preview && (
                <Button
                  onClick={runImport}
                  loading={importing}
                  loadingText="Importando..."
                  disabled={preview.acceptedCount === 0}
                >
                  Importar {people(preview.acceptedCount)}
                </Button>
              )}
              {!importing && chooser}
              {preview && preview.refusedCount > 0 && (
                <Button
                  variant="secondary"
                  onClick={() => downloadRefused(preview)}
                  disabled={importing}
                >
                  <Download aria-hidden /> Baixar relatório das recusadas
                </Button>
              )}
              {!preview && (
                <Button variant="ghost" onClick={() => downloadTemplate(exampleSector)}>
                  <Download aria-hidden /> Baixar modelo
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {preview && <ImportRows result={preview} />}
    </div>
  );
}
