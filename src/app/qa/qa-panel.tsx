import { Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QA_ERROR_STATUSES,
  QA_LATENCIES,
  readQaSettings,
  writeQaSettings,
  type QaMode,
  type QaSettings,
} from '@/lib/qa-settings';

const MODES: QaMode[] = ['examples', 'dynamic', 'error'];

/**
 * QA panel, shown only when the console runs against the mock: how the mock answers every
 * request (examples, random data, an error status) and added latency. The choice is saved and
 * every query is fetched again with it.
 */
export default function QaPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<QaSettings>(readQaSettings);
  const panelId = useId();

  const change = (next: Partial<QaSettings>) => {
    const updated = { ...settings, ...next };
    setSettings(updated);
    writeQaSettings(updated);
    void queryClient.resetQueries();
  };
  const active = settings.mode !== 'examples' || settings.latencyMs > 0;

  return (
    <Box position="fixed" insetEnd="3" bottom="3" zIndex="overlay" fontSize="sm">
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label={t('qa.title')}
          mb="2"
          p="3"
          w="64"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
        >
          <Stack gap="3">
            <Text fontWeight="semibold">{t('qa.title')}</Text>
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
              <Text mb="1">{t('qa.status')}</Text>
              <NativeSelect.Root size="sm" disabled={settings.mode !== 'error'}>
                <NativeSelect.Field
                  value={settings.status}
                  onChange={(event) => change({ status: Number(event.currentTarget.value) })}
                >
                  {QA_ERROR_STATUSES.map((status) => (
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
        onClick={() => setOpen((value) => !value)}
      >
        {active ? t('qa.buttonActive', { mode: t(`qa.modes.${settings.mode}`) }) : t('qa.button')}
      </Button>
    </Box>
  );
}
