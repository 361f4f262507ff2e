import { IconButton } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/lib/lazy-named';
import { SearchIcon } from './shell-icons';

// The search box, its matching and the screens it searches come when it opens: the toggle is all
// the first paint needs.
const HeaderSearchPanel = lazyNamed(() => import('./header-search-panel'), 'HeaderSearchPanel');

export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = ({ focusToggle }: { focusToggle: boolean }) => {
    setOpen(false);
    if (focusToggle) toggleRef.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={toggleRef}
        variant="ghost"
        aria-label={open ? t('shell.search.close') : t('shell.search.open')}
        aria-expanded={open}
        onClick={() => (open ? close({ focusToggle: false }) : setOpen(true))}
      >
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
