import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { downloadOwnData } from '../api/own-account';
import { AccountSection } from './account-section';

/** 'Baixar meus dados' (LGPD art. 18): the JSON file of everything the product holds about the person. */
export function DownloadOwnData() {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadOwnData();
      toast.success('Pronto! O arquivo com seus dados foi baixado.');
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível gerar o arquivo. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection
      icon={Download}
      title="Baixar meus dados"
      description="Um arquivo (JSON) com tudo o que o Acolher guarda sobre você, como pede a LGPD. Avaliações e anotações de sessão ficam no prontuário do psicólogo e não entram no arquivo."
    >
      <Button
        variant="secondary"
        className="sm:w-fit"
        loading={busy}
        loadingText="Preparando arquivo..."
        onClick={() => void onClick()}
      >
        <Download aria-hidden />
        Baixar meus dados
      </Button>
    </AccountSection>
  );
}
