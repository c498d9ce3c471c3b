import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

type Props = {
  /** Fetches the file and hands it to the browser (lib/save-file.ts). */
  download: () => Promise<unknown>;
  /** The toast when it fails and the server says nothing. */
  errorText: string;
  loadingText: string;
  'aria-label': string;
  children: ReactNode;
};

/** A small button that downloads a generated file (a PDF), with progress and a failure toast. */
export function DownloadButton({ download, errorText, loadingText, children, ...aria }: Props) {
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (err) {
      toast.error(errorMessage(err, errorText));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void run()}
      loading={downloading}
      loadingText={loadingText}
      {...aria}
    >
      {children}
    </Button>
  );
}
