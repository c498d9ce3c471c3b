import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNr1Report, nr1ReportQuery } from '@/features/company-insights/api';
import { Nr1ReportView } from '@/features/company-insights/nr1-report';
import { pageData } from '@/app/page-data';

export const loader = pageData('company', () => [nr1ReportQuery()]);

/** /company/app/reports/nr1: a printable page (the browser saves it as PDF). */
export default function Nr1ReportPage() {
  const report = useNr1Report();
  if (report.isPending)
    return (
      <div role="status" aria-label="Carregando..." className="mx-auto grid max-w-5xl gap-4 p-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  if (report.isError)
    return (
      <div className="mx-auto max-w-3xl p-6">
        <ErrorState title="Não foi possível gerar o relatório." onRetry={() => void report.refetch()} retrying={report.isRefetching} />
      </div>
    );
  return <Nr1ReportView report={report.data} />;
}
