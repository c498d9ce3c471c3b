import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder body for a page still being built. */
export function UnderConstruction({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState icon={Hammer} title="Em construção" description="Esta página está sendo preparada com cuidado e estará disponível em breve." />
    </>
  );
}
