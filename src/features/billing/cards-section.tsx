import { Badge, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView, type QueryLike } from '@/components/query-states';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import type { PaymentProvider } from '@/lib/payments/payment-provider';
import { AddCardDialog } from './add-card-dialog';
import { afterRemoval, cardExpiry, cardLabel, isCardExpired, type Card } from './billing-model';
import { useCardChange } from './billing-queries';
import { EditCardDrawer } from './edit-card-drawer';

interface CardsSectionProps {
  cards: QueryLike<{ data: Card[] }> & { error: unknown };
  provider: PaymentProvider | null | undefined;
  providerLoading: boolean;
}

export function CardsSection({ cards, provider, providerLoading }: CardsSectionProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);
  const [editing, setEditing] = useState<Card | null>(null);
  const list = cards.data?.data ?? [];
  const change = useCardChange(() => setRemoving(null));
  const removal = removing ? afterRemoval(list, removing) : null;
  return (
    <Stack as="section" aria-labelledby="billing-cards" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="billing-cards">
          {t('billing.cards.title')}
        </Heading>
        <Button
          variant="outline"
          onClick={() => setAdding(true)}
          disabled={!provider}
          loading={providerLoading}
          loadingText={t('billing.cards.add')}
        >
          {t('billing.cards.add')}
        </Button>
      </HStack>
      <QueryView
        query={cards}
        errorText={errorMessage(cards.error, t('billing.cards.loadError'))}
        empty={list.length === 0}
        emptyText={t('billing.cards.empty')}
      >
        {() => (
          <TableFrame
            caption={t('billing.cards.caption')}
            minW="36rem"
            scroll={{ tabIndex: 0, role: 'region', 'aria-label': t('billing.cards.caption') }}
            columns={[
              { key: 'card', label: t('billing.cards.columns.card') },
              { key: 'holder', label: t('billing.cards.columns.holder') },
              { key: 'expiry', label: t('billing.cards.columns.expiry') },
              { key: 'actions', label: <Text srOnly>{t('billing.cards.columns.actions')}</Text> },
            ]}
          >
            {list.map((card) => (
              <Table.Row key={card.id}>
                <Table.Cell>
                  <HStack gap="2">
                    <Text as="span" whiteSpace="nowrap">
                      {cardLabel(card)}
                    </Text>
                    {card.isDefault && <Badge colorPalette="brand">{t('billing.cards.default')}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{card.holderName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {cardExpiry(card)}{' '}
                  {isCardExpired(card) && <Badge colorPalette="red">{t('billing.cards.expired')}</Badge>}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack gap="1" justify="end">
                    {!card.isDefault && (
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t('billing.cards.makeDefaultLabel', { card: cardLabel(card) })}
                        loading={
                          change.isPending &&
                          change.variables.kind === 'setDefault' &&
                          change.variables.card.id === card.id
                        }
                        onClick={() => change.mutate({ kind: 'setDefault', card })}
                      >
                        {t('billing.cards.makeDefault')}
                      </Button>
                    )}
                    <EditRowButton
                      label={t('billing.cards.editLabel', { card: cardLabel(card) })}
                      onClick={() => setEditing(card)}
                    />
                    <DeleteRowButton
                      label={t('billing.cards.removeLabel', { card: cardLabel(card) })}
                      onClick={() => setRemoving(card)}
                    />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </TableFrame>
        )}
      </QueryView>
      {adding && provider && (
        <AddCardDialog provider={provider} first={list.length === 0} onClose={() => setAdding(false)} />
      )}
      {editing && <EditCardDrawer key={editing.id} card={editing} onClose={() => setEditing(null)} />}
      {removing && removal && (
        <FormDialog
          destructive
          title={t('billing.cards.removeTitle')}
          submitLabel={t('billing.cards.remove')}
          submitting={change.isPending}
          onSubmit={() => change.mutate({ kind: 'delete', card: removing })}
          onClose={() => setRemoving(null)}
        >
          <Text>{t('billing.cards.removeText', { card: cardLabel(removing) })}</Text>
          {removal.kind === 'newDefault' && (
            <Text>{t('billing.cards.removeDefault', { next: cardLabel(removal.next) })}</Text>
          )}
          {removal.kind === 'last' && <Text>{t('billing.cards.removeLast')}</Text>}
        </FormDialog>
      )}
    </Stack>
  );
}
