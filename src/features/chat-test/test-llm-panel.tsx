import { Box, Button, Card, Circle, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BotIcon } from './chat-icons';
import { ChatInput } from './chat-input';
import { ChatMessages } from './chat-messages';
import { useChatSession } from './use-chat-session';

/** `callTab` is drawn by the route: the Call me form belongs to another feature. */
export function TestLlmPanel({ agentId, callTab }: { agentId: string; callTab: ReactNode }) {
  const { t } = useTranslation();
  const { state, canStart, start, send, stop } = useChatSession(agentId);
  const testButton = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(false);

  // End Test removes itself: the focus goes back to Test rather than getting lost.
  useEffect(() => {
    if (state.phase === 'inactive' && wasActive.current) testButton.current?.focus();
    wasActive.current = state.phase === 'active';
  }, [state.phase]);

  return (
    <Card.Root size="sm" data-testid="test-llm-panel">
      <Tabs.Root defaultValue="chat" variant="line" colorPalette="brand" lazyMount>
        <Card.Header gap="3">
          <HStack justify="space-between" gap="3">
            <Heading as="h2" size="md">
              {t('chatTest.title')}
            </Heading>
            {state.phase === 'active' && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={stop}>
                {t('chatTest.endTest')}
              </Button>
            )}
          </HStack>
          <Tabs.List aria-label={t('chatTest.tabs.label')}>
            <Tabs.Trigger value="chat">{t('chatTest.tabs.chat')}</Tabs.Trigger>
            <Tabs.Trigger value="call">{t('chatTest.tabs.call')}</Tabs.Trigger>
          </Tabs.List>
        </Card.Header>
        <Card.Body>
          <Tabs.Content value="chat" pt="0">
            {state.phase === 'active' ? (
              <Stack gap="3">
                <ChatMessages messages={state.messages} waiting={state.waiting} />
                <ChatInput enabled={!state.waiting} onSend={send} />
              </Stack>
            ) : (
              <Stack gap="4" align="center" textAlign="center" py="6">
                <Circle size="20" bg="brand.subtle" color="brand.fg">
                  <BotIcon boxSize="10" />
                </Circle>
                <Text fontSize="sm" color="fg.muted" maxW="sm">
                  {t('chatTest.intro')}
                </Text>
                <Box>
                  <Button
                    ref={testButton}
                    colorPalette="brand"
                    loading={state.phase === 'starting'}
                    loadingText={t('chatTest.starting')}
                    disabled={!canStart && state.phase !== 'starting'}
                    onClick={start}
                  >
                    {t('chatTest.test')}
                  </Button>
                </Box>
              </Stack>
            )}
          </Tabs.Content>
          <Tabs.Content value="call" pt="0">
            {callTab}
          </Tabs.Content>
        </Card.Body>
      </Tabs.Root>
    </Card.Root>
  );
}
