import { Badge, Box, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent as ReactDragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { formatDateTime } from '@/lib/format';
import { type Call, queuedCalls, queueQuery, useQueueReorder } from './calls-queries';
import { GripIcon } from './calls-icons';
import { dragKey, inOrder, moveId, sameOrder, type DragEvent, type KeyboardDrag } from './queue-order';

const nameOf = (call: Call) => call.leadName ?? call.to;

export function CallQueue({ agentId }: { agentId?: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ ...queueQuery(agentId), select: queuedCalls });
  const { reorder } = useQueueReorder(agentId);
  const [local, setLocal] = useState<string[] | null>(null);
  const [drag, setDrag] = useState<KeyboardDrag | null>(null);
  const [pointerId, setPointerId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const dropped = useRef(false);

  const calls = query.data ?? [];
  const serverOrder = calls.map((call) => call.id);
  const order = local ?? serverOrder;
  const shown = inOrder(calls, order);

  // Moving a focused element in the list can drop the focus to the page: give it back to the
  // handle last used with the keyboard (unless the user has moved on to something else).
  useEffect(() => {
    if (!focusId) return;
    const handle = handles.current.get(focusId);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (handle && lost) handle.focus();
  });

  const announce = (event: DragEvent, ids: readonly string[]) => {
    const call = calls.find((item) => item.id === event.id);
    const values = { name: call ? nameOf(call) : '', position: event.position, count: ids.length };
    setAnnouncement(t(`calls.queue.announce.${event.type}`, values));
  };

  const commit = async (next: string[]) => {
    setLocal(next);
    const ok = await reorder(next);
    setLocal(null);
    if (!ok) setAnnouncement(t('calls.queue.undone'));
  };

  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const result = dragKey(drag, order, id, event.key);
    if (!result.handled || !result.event) return;
    event.preventDefault();
    setFocusId(id);
    setDrag(result.drag);
    announce(result.event, result.order);
    if (result.event.type === 'drop') {
      if (result.event.changed) void commit(result.order);
      else setLocal(null);
    } else if (result.event.type === 'cancel') {
      setLocal(null);
    } else {
      setLocal(result.order);
    }
  };

  const onDragStart = (id: string) => (event: ReactDragEvent) => {
    dropped.current = false;
    setDrag(null);
    setPointerId(id);
    setLocal(order);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', id);
  };
  const onDragOver = (targetId: string) => (event: ReactDragEvent) => {
    if (!pointerId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (targetId === pointerId) return;
    const next = moveId(order, pointerId, order.indexOf(targetId));
    if (!sameOrder(next, order)) setLocal(next);
  };
  const onDrop = (event: ReactDragEvent) => {
    if (!pointerId) return;
    event.preventDefault();
    dropped.current = true;
    const id = pointerId;
    setPointerId(null);
    const position = order.indexOf(id) + 1;
    announce({ type: 'drop', id, position, changed: true }, order);
    if (sameOrder(order, serverOrder)) setLocal(null);
    else void commit(order);
  };
  const onDragEnd = () => {
    if (!dropped.current) setLocal(null);
    setPointerId(null);
  };

  const list = () => (
    <Stack as="ol" gap="2" listStyleType="none" aria-labelledby="calls-queue-title" onDrop={onDrop}>
      {shown.map((call, index) => {
        const grabbed = drag?.id === call.id || pointerId === call.id;
        const name = nameOf(call);
        return (
          <HStack
            as="li"
            key={call.id}
            draggable
            onDragStart={onDragStart(call.id)}
            onDragOver={onDragOver(call.id)}
            onDragEnd={onDragEnd}
            data-call-id={call.id}
            gap="3"
            px="3"
            py="2"
            borderWidth="1px"
            borderRadius="md"
            bg={grabbed ? 'brand.subtle' : 'bg'}
            borderColor={grabbed ? 'brand.solid' : 'border'}
            cursor="grab"
          >
            <IconButton
              ref={(element: HTMLButtonElement | null) => {
                if (element) handles.current.set(call.id, element);
                else handles.current.delete(call.id);
              }}
              variant="ghost"
              size="xs"
              cursor="grab"
              aria-label={t('calls.queue.handle', { name, position: index + 1 })}
              aria-describedby="calls-queue-help"
              aria-pressed={drag?.id === call.id}
              onKeyDown={onKeyDown(call.id)}
            >
              <GripIcon />
            </IconButton>
            <Text fontVariantNumeric="tabular-nums" fontWeight="semibold" minW="6" aria-hidden="true">
              {index + 1}
            </Text>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                {name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {[call.to, call.agentName, formatDateTime(call.scheduledAt, i18n.language)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );

  return (
    <Stack as="section" gap="3" aria-labelledby="calls-queue-title">
      <HStack gap="2">
        <Heading as="h2" size="lg" id="calls-queue-title">
          {t('calls.queue.title')}
        </Heading>
        {query.data && <Badge variant="subtle">{query.data.length}</Badge>}
      </HStack>
      <Text id="calls-queue-help" fontSize="sm" color="fg.muted">
        {t('calls.queue.help')}
      </Text>
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('calls.queue.loadFailed'))}
        empty={shown.length === 0}
        emptyText={t('calls.queue.empty')}
      >
        {list}
      </QueryView>
      <Box srOnly aria-live="assertive" aria-atomic="true" data-testid="queue-announcer">
        {announcement}
      </Box>
    </Stack>
  );
}
