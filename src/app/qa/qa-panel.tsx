import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ChakraRoot } from '../chakra-root';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearViolations, subscribeViolations, violationsSnapshot } from '@/api/contract-violations';
import { resetMockData } from '@/api/mock-control';
import { operations, type ContractOperation } from '@/api/operations.gen';
import { notify } from '@/components/toaster';
import {
  QA_DATA_MODES,
  QA_ERROR_STATUSES,
  QA_LATENCIES,
  readQaSettings,
  writeQaSettings,
  type QaMode,
  type QaSettings,
} from '@/lib/qa-settings';

const MODES: QaMode[] = ['examples', 'dynamic', 'error'];
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

const operationLabel = (operation: ContractOperation) => `${operation.method} ${operation.path}`;

const sortedOperations = [...operations].sort(
  (a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
);

const findOperation = (operationId: string | null) =>
  operationId === null ? undefined : operations.find((operation) => operation.operationId === operationId);

const offeredStatuses = (target: ContractOperation | undefined): readonly number[] =>
  target ? target.errorCodes : QA_ERROR_STATUSES;

// Prism can only answer a status the call declares; 500 is declared by every call.
function fitStatus(status: number, offered: readonly number[]): number {
  if (offered.includes(status)) return status;
  return offered.includes(500) ? 500 : (offered[0] ?? 500);
}

function fitToContract(settings: QaSettings): QaSettings {
  const target = findOperation(settings.errorTarget);
  return {
    ...settings,
    errorTarget: target ? target.operationId : null,
    status: fitStatus(settings.status, offeredStatuses(target)),
  };
}

// Stored settings may name a call or status the contract no longer has: what the panel shows is what
// requests get.
function initialSettings(): QaSettings {
  const stored = readQaSettings();
  const fitted = fitToContract(stored);
  if (fitted.errorTarget !== stored.errorTarget || fitted.status !== stored.status) writeQaSettings(fitted);
  return fitted;
}

function matches(operation: ContractOperation, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${operationLabel(operation)} ${operation.operationId}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export default function QaPanel() {
  return (
    <ChakraRoot>
      <QaPanelView />
    </ChakraRoot>
  );
}

function QaPanelView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<QaSettings>(initialSettings);
  const [query, setQuery] = useState('');
  const [resetting, setResetting] = useState(false);
  const violations = useSyncExternalStore(subscribeViolations, violationsSnapshot);
  const panelId = useId();

  const target = findOperation(settings.errorTarget);
  const statuses = offeredStatuses(target);
  const choices = useMemo(
    () =>
      sortedOperations.filter(
        (operation) => operation.operationId === settings.errorTarget || matches(operation, query),
      ),
    [query, settings.errorTarget],
  );

  const change = (next: Partial<QaSettings>) => {
    const updated = fitToContract({ ...settings, ...next });
    setSettings(updated);
    writeQaSettings(updated);
    void queryClient.resetQueries();
  };

  const reset = async () => {
    setResetting(true);
    try {
      await resetMockData();
      notify('success', t('qa.resetDone'));
      void queryClient.resetQueries();
    } catch (error) {
      notify('error', t('qa.resetFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setResetting(false);
    }
  };

  const errorMode = settings.mode === 'error';
  const active = settings.mode !== 'examples' || settings.data !== 'remember' || settings.latencyMs > 0;
  const summary =
    settings.mode !== 'examples'
      ? t(`qa.modes.${settings.mode}`)
      : settings.data !== 'remember'
        ? t(`qa.dataModes.${settings.data}`)
        : t('qa.milliseconds', { count: settings.latencyMs });
  const buttonText = active ? t('qa.buttonActive', { mode: summary }) : t('qa.button');

  return (
    <Box position="fixed" insetEnd="3" bottom="3" zIndex="overlay" fontSize="sm">
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label={t('qa.title')}
          mb="2"
          p="3"
          w="80"
          maxW="calc(100vw - 1.5rem)"
          maxH="calc(100vh - 4rem)"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
        >
          <Stack gap="3">
            <Text fontWeight="semibold">{t('qa.title')}</Text>
            <Box as="fieldset">
              <Text as="legend" mb="1">
                {t('qa.data')}
              </Text>
              {QA_DATA_MODES.map((data) => (
                <Box as="label" key={data} display="flex" alignItems="center" gap="2">
                  <input
                    type="radio"
                    name={`${panelId}-data`}
                    value={data}
                    checked={settings.data === data}
                    onChange={() => change({ data })}
                  />
                  {t(`qa.dataModes.${data}`)}
                </Box>
              ))}
              <Button
                size="xs"
                variant="outline"
                mt="2"
                loading={resetting}
                loadingText={t('qa.resetData')}
                onClick={() => void reset()}
              >
                {t('qa.resetData')}
              </Button>
            </Box>
            <Box as="fieldset">
              <Text as="legend" mb="1">
                {t('qa.answers')}
              </Text>
              {MODES.map((mode) => (
                <Box as="label" key={mode} display="flex" alignItems="center" gap="2">
                  <input
                    type="radio"
                    name={`${panelId}-mode`}
                    value={mode}
                    checked={settings.mode === mode}
                    onChange={() => change({ mode })}
                  />
                  {t(`qa.modes.${mode}`)}
                </Box>
              ))}
            </Box>
            <label>
              <Text mb="1">{t('qa.findCall')}</Text>
              <Input
                size="sm"
                type="search"
                value={query}
                placeholder={t('qa.findCallPlaceholder')}
                disabled={!errorMode}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
            </label>
            <label>
              <Text mb="1">{t('qa.target')}</Text>
              <NativeSelect.Root size="sm" disabled={!errorMode}>
                <NativeSelect.Field
                  value={settings.errorTarget ?? ''}
                  onChange={(event) => change({ errorTarget: event.currentTarget.value || null })}
                >
                  <option value="">{t('qa.allCalls')}</option>
                  {choices.map((operation) => (
                    <option key={operation.operationId} value={operation.operationId}>
                      {operationLabel(operation)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
            <label>
              <Text mb="1">{t('qa.status')}</Text>
              <NativeSelect.Root size="sm" disabled={!errorMode}>
                <NativeSelect.Field
                  value={settings.status}
                  onChange={(event) => change({ status: Number(event.currentTarget.value) })}
                >
                  {statuses.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
            <label>
              <Text mb="1">{t('qa.latency')}</Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={settings.latencyMs}
                  onChange={(event) => change({ latencyMs: Number(event.currentTarget.value) })}
                >
                  {QA_LATENCIES.map((ms) => (
                    <option key={ms} value={ms}>
                      {t('qa.milliseconds', { count: ms })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
            {violations.count > 0 && (
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold" color="fg.error">
                    {t('qa.violations.count', { count: violations.count })}
                  </Text>
                  <Button size="xs" variant="ghost" onClick={clearViolations}>
                    {t('qa.violations.clear')}
                  </Button>
                </HStack>
                <Stack as="ul" aria-label={t('qa.violations.latest')} gap="1" listStyleType="none">
                  {violations.recent.map((violation, index) => (
                    <Box as="li" key={`${violations.count - index}`} wordBreak="break-word">
                      <Text fontFamily="mono" fontSize="xs">
                        {violation.method} {violation.path}
                      </Text>
                      <Text fontSize="xs">{violation.message}</Text>
                    </Box>
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        </Box>
      )}
      <Button
        size="xs"
        variant={active ? 'solid' : 'outline'}
        colorPalette={active ? 'brand' : 'gray'}
        bg={active ? undefined : 'bg.panel'}
        aria-expanded={open}
        aria-controls={panelId}
        // Not hidden text, which the browser would read with a space before the comma.
        aria-label={
          violations.count > 0
            ? `${buttonText}, ${t('qa.violations.count', { count: violations.count })}`
            : undefined
        }
        onClick={() => setOpen((value) => !value)}
      >
        {buttonText}
        {violations.count > 0 && (
          <Badge colorPalette="red" variant="solid" size="sm" aria-hidden="true">
            {violations.count > 99 ? '99+' : violations.count}
          </Badge>
        )}
      </Button>
    </Box>
  );
}
