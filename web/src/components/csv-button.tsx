import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { notifyError } from '@/lib/notify';

/** A back-office list's "Download CSV": the list as filtered now, as the server exports it. */
export function CsvButton({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(path, fileName)
          .catch((error: unknown) => notifyError(translateError(error, t)))
          .finally(() => setBusy(false));
      }}
      data-testid="csv-download"
    >
      {t('actions.downloadCsv')}
    </Button>
  );
}
