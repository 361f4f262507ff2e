import { Box, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchItems, moveActive } from './search-match';
import { useGoToResult } from './use-go-to-result';
import { useSearchEntries, type SearchEntry } from './use-search-entries';

/** The search box and its results, drawn while the header's search is open. */
export function HeaderSearchPanel({ onClose }: { onClose: (options: { focusToggle: boolean }) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [listShown, setListShown] = useState(true);
  const listId = useId();
  const optionId = (entry: SearchEntry) => `${listId}-${entry.id}`;
  const { entries, loading } = useSearchEntries(true);
  const goTo = useGoToResult();

  const results = useMemo(() => matchItems(query, entries), [query, entries]);
  const activeIndex = active < results.length ? active : -1;
  const typed = query.trim() !== '';
  const expanded = listShown && typed && results.length > 0;

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    onClose({ focusToggle: false });
    goTo(entry.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setListShown(true);
        setActive(moveActive(activeIndex, results.length, event.key));
        return;
      case 'Enter':
        if (!expanded) return;
        event.preventDefault();
        choose(results[activeIndex < 0 ? 0 : activeIndex]);
        return;
      case 'Escape':
        event.preventDefault();
        onClose({ focusToggle: true });
        return;
    }
  };

  const status = !typed
    ? ''
    : results.length > 0
      ? t('shell.search.results', { count: results.length })
      : loading
        ? t('shell.search.loading')
        : t('shell.search.noResults', { query: query.trim() });

  return (
    <Box
      position="relative"
      order={{ base: 1, md: 0 }}
      flexBasis={{ base: '100%', md: '18rem' }}
      flexShrink={0}
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setListShown(false);
      }}
    >
      <Input
        autoFocus
        role="combobox"
        aria-label={t('shell.search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results[activeIndex] ? optionId(results[activeIndex]) : undefined}
        placeholder={t('shell.search.placeholder')}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setListShown(true);
        }}
        onFocus={() => setListShown(true)}
        onKeyDown={onKeyDown}
      />
      <Box
        as="ul"
        role="listbox"
        id={listId}
        aria-label={t('shell.search.resultsLabel')}
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 4px)"
        insetInline="0"
        zIndex="dropdown"
        maxH="20rem"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        shadow="md"
        py="1"
        listStyleType="none"
      >
        {results.map((entry, index) => (
          <Box
            as="li"
            key={entry.id}
            id={optionId(entry)}
            role="option"
            aria-selected={index === activeIndex}
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
            px="3"
            py="2"
            cursor="pointer"
            bg={index === activeIndex ? 'brand.subtle' : undefined}
            _hover={{ bg: index === activeIndex ? 'brand.subtle' : 'bg.muted' }}
            ref={(element: HTMLElement | null) => {
              if (index === activeIndex) element?.scrollIntoView({ block: 'nearest' });
            }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
          >
            <Text truncate>{entry.label}</Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              <VisuallyHidden>, </VisuallyHidden>
              {t(`shell.search.kind.${entry.kind}`)}
            </Text>
          </Box>
        ))}
      </Box>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {typed && results.length === 0 && (
        <Text
          aria-hidden="true"
          position="absolute"
          top="calc(100% + 4px)"
          insetInline="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          px="3"
          py="2"
          fontSize="sm"
          color="fg.muted"
          hidden={!listShown}
        >
          {status}
        </Text>
      )}
    </Box>
  );
}
