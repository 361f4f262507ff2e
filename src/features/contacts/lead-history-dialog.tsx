import { CloseButton, Dialog, Link as ChakraLink, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { leadHistoryQuery } from './contact-queries';
import { formatDateTime, formatDuration } from '@/lib/format';
import { leadName, type Lead } from './lead-model';

/** A contact's call history: its calls, newest first, each opening its recording. */
export function LeadHistoryDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(leadHistoryQuery(lead));
  const calls = history.data?.data.data ?? [];
  const total = history.data?.data.total ?? 0;
  return (
    <Dialog.Root
      open
      size="lg"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{t('contacts.history.title', { name: leadName(lead) })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryView
                query={history}
                errorText={errorMessage(history.error, t('contacts.history.loadError'))}
                empty={calls.length === 0}
                emptyText={t('contacts.history.empty')}
              >
                {() => (
                  <Stack gap="2">
                    <Table.ScrollArea borderWidth="1px" borderRadius="md">
                      <Table.Root size="sm">
                        <Table.Caption srOnly>
                          {t('contacts.history.title', { name: leadName(lead) })}
                        </Table.Caption>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('contacts.history.when')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('contacts.history.agent')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('contacts.history.direction')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('contacts.history.status')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('contacts.history.duration')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('contacts.history.open')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {calls.map((call) => (
                            <Table.Row key={call.id}>
                              <Table.Cell>{formatDateTime(call.createdAt, i18n.language)}</Table.Cell>
                              <Table.Cell>{call.agentName}</Table.Cell>
                              <Table.Cell>
                                {t(`calls.direction.${call.direction}`, {
                                  defaultValue: call.direction,
                                })}
                              </Table.Cell>
                              <Table.Cell>
                                {t(`calls.status.${call.status}`, { defaultValue: call.status })}
                              </Table.Cell>
                              <Table.Cell>{formatDuration(call.duration)}</Table.Cell>
                              <Table.Cell>
                                <ChakraLink asChild colorPalette="brand">
                                  <Link to="/playcall" search={{ id: call.id }}>
                                    {t('contacts.history.play')}
                                  </Link>
                                </ChakraLink>
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    {total > calls.length && (
                      <Text color="fg.muted" fontSize="sm">
                        {t('contacts.history.more', { shown: calls.length, total })}
                      </Text>
                    )}
                  </Stack>
                )}
              </QueryView>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
