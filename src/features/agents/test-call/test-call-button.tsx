import { Button } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '@/components/dialog-loading';
import { lazyNamed } from '@/lib/lazy-named';
import { PhoneIcon } from '../agent-icons';

// The dialog's code (and a dialog's machinery) comes when it opens, not on the editor's first paint.
const TestCallDialog = lazyNamed(() => import('./test-call-dialog'), 'TestCallDialog');

export function TestCallButton({ agent }: { agent: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PhoneIcon />
        {t('agents.testCall.open')}
      </Button>
      {open && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setOpen(false)} />}>
          <TestCallDialog agent={agent} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
