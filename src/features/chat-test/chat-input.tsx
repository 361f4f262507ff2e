import { HStack, IconButton, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './chat-icons';
import { messageText } from './chat-machine';

interface Props {
  enabled: boolean;
  onSend: (text: string) => boolean;
}

// The contract's limit.
const MAX_MESSAGE_LENGTH = 4000;

export function ChatInput({ enabled, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);

  // The chat has just started (Test was pressed): ready to type.
  useEffect(() => box.current?.focus(), []);

  useEffect(() => {
    if (enabled && refocus.current) {
      refocus.current = false;
      box.current?.focus();
    }
  }, [enabled]);

  const send = () => {
    if (!onSend(text)) return;
    setText('');
    // The box (and the Send button) are disabled until the reply: the focus comes back to the box.
    refocus.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <HStack gap="2" align="flex-end">
      <Textarea
        ref={box}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={!enabled}
        aria-label={t('chatTest.inputLabel')}
        placeholder={t('chatTest.placeholder')}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={1}
        autoresize
        maxH="3lh"
        overflowY="auto"
        resize="none"
      />
      <IconButton
        colorPalette="brand"
        aria-label={t('chatTest.send')}
        disabled={!enabled || messageText(text) === null}
        onClick={send}
      >
        <SendIcon />
      </IconButton>
    </HStack>
  );
}
