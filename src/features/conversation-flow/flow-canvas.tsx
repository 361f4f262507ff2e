import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import {
  Controls,
  Handle,
  MiniMap,
  Position,
  ReactFlow,
  type Connection,
  type Dimensions,
  type Edge,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  END_ID,
  GREETING_ID,
  layoutFlow,
  linksOf,
  NODE_WIDTH,
  stepNodeId,
  TRANSFER_ID,
  type Flow,
} from './flow-model';

type Kind = 'greeting' | 'step' | 'transfer' | 'end';
// Type aliases, not interfaces: React Flow wants node data that fits Record<string, unknown>.
type NodeContent = {
  kind: Kind;
  heading: string;
  body: string;
  actions: string[];
};
type NodeData = NodeContent & { actionsLabel: string; selected: boolean };
type FlowNode = Node<NodeData, 'flow'>;

const accent: Record<Kind, string> = {
  greeting: 'brand.solid',
  step: 'border.emphasized',
  transfer: 'orange.solid',
  end: 'gray.solid',
};

function FlowNodeView({ data }: NodeProps<FlowNode>) {
  return (
    <Box
      w={`${NODE_WIDTH}px`}
      bg="bg.panel"
      borderWidth="2px"
      borderColor={data.selected ? 'brand.solid' : accent[data.kind]}
      borderRadius="lg"
      px="3"
      py="2"
      boxShadow={data.selected ? 'md' : 'xs'}
    >
      {data.kind !== 'greeting' && <Handle type="target" position={Position.Top} />}
      <Text fontWeight="semibold" fontSize="sm" truncate>
        {data.heading}
      </Text>
      <Text fontSize="xs" color="fg.muted" lineClamp={3}>
        {data.body}
      </Text>
      {data.actions.length > 0 && (
        <HStack gap="1" mt="2" wrap="wrap" aria-label={data.actionsLabel}>
          {data.actions.map((name) => (
            <Badge key={name} size="sm" variant="surface" colorPalette="purple" fontFamily="mono">
              {name}
            </Badge>
          ))}
        </HStack>
      )}
      {(data.kind === 'greeting' || data.kind === 'step') && (
        <Handle type="source" position={Position.Bottom} />
      )}
    </Box>
  );
}

const nodeTypes = { flow: FlowNodeView };

export interface FlowCanvasProps {
  flow: Flow;
  selectedId: string | null;
  busy: boolean;
  onOpen: (stepId: string) => void;
  onMove: (stepId: string, delta: -1 | 1) => void;
  onDelete: (stepId: string) => void;
  onConnect: (sourceNodeId: string, targetStepId: string) => void;
}

const stepIdOf = (nodeId: string | undefined) =>
  nodeId?.startsWith('step-') ? nodeId.slice('step-'.length) : null;

export default function FlowCanvas({
  flow,
  selectedId,
  busy,
  onOpen,
  onMove,
  onDelete,
  onConnect,
}: FlowCanvasProps) {
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ id: string; at: number } | null>(null);
  // Controlled nodes lose their measured size on every change unless it is kept: React Flow would
  // hide them for a frame to measure again, and a hidden node drops the keyboard focus.
  const [sizes, setSizes] = useState<ReadonlyMap<string, Dimensions>>(new Map());
  const keepSizes = (changes: NodeChange<FlowNode>[]) => {
    const measured = changes.flatMap((change) =>
      change.type === 'dimensions' && change.dimensions ? [[change.id, change.dimensions] as const] : [],
    );
    if (measured.length) setSizes((old) => new Map([...old, ...measured]));
  };
  const stepIds = useMemo(() => flow.steps.map((step) => step.id), [flow.steps]);
  const order = useMemo(() => [GREETING_ID, ...stepIds.map(stepNodeId), TRANSFER_ID, END_ID], [stepIds]);

  const nodes = useMemo((): FlowNode[] => {
    const positions = layoutFlow(stepIds);
    const total = flow.steps.length;
    const node = (id: string, data: NodeContent, label: string): FlowNode => ({
      id,
      type: 'flow',
      position: positions.get(id) ?? { x: 0, y: 0 },
      measured: sizes.get(id),
      ariaLabel: label,
      data: {
        ...data,
        actionsLabel: t('conversationFlow.node.actions'),
        selected: stepIdOf(id) !== null && stepIdOf(id) === selectedId,
      },
    });
    const greeting = flow.greeting || t('conversationFlow.node.noGreeting');
    return [
      node(
        GREETING_ID,
        { kind: 'greeting', heading: t('conversationFlow.node.greeting'), body: greeting, actions: [] },
        t('conversationFlow.node.greetingLabel', { text: greeting }),
      ),
      ...flow.steps.map((step, index) =>
        node(
          stepNodeId(step.id),
          {
            kind: 'step',
            heading: t('conversationFlow.node.step', { number: index + 1, title: step.title }),
            body: step.content,
            actions: step.actions,
          },
          t('conversationFlow.node.stepLabel', {
            number: index + 1,
            total,
            title: step.title,
            actions: step.actions.length
              ? t('conversationFlow.node.stepActions', { names: step.actions.join(', ') })
              : '',
          }).trim(),
        ),
      ),
      node(
        TRANSFER_ID,
        {
          kind: 'transfer',
          heading: t('conversationFlow.node.transfer'),
          body: flow.transfer.length
            ? t('conversationFlow.node.transferBody')
            : t('conversationFlow.node.noTransfer'),
          actions: flow.transfer,
        },
        t('conversationFlow.node.transfer'),
      ),
      node(
        END_ID,
        {
          kind: 'end',
          heading: t('conversationFlow.node.end'),
          body: t('conversationFlow.node.endBody'),
          actions: flow.end,
        },
        t('conversationFlow.node.end'),
      ),
    ];
  }, [flow, stepIds, selectedId, sizes, t]);

  const edges = useMemo(
    (): Edge[] =>
      linksOf(stepIds).map(({ source, target, kind }) => ({
        id: `${source}>${target}`,
        source,
        target,
        focusable: false,
        ariaLabel: t(`conversationFlow.edge.${kind}`),
        ...(kind === 'next' ? {} : { label: t(`conversationFlow.edge.${kind}`) }),
      })),
    [stepIds, t],
  );

  const focusNode = (id: string) => {
    wrapper.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.focus();
  };

  // A reordered step is moved in the page, which takes its focus away: it gets it back.
  useEffect(() => {
    const moved = refocus.current;
    if (!moved || order.indexOf(moved.id) === moved.at) return;
    const { id } = moved;
    // React Flow lays out the new order one frame after ours.
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => {
        refocus.current = null;
        focusNode(id);
      });
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [order]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.classList.contains('react-flow__node'))
      return;
    const nodeId = event.target.dataset['id'] ?? '';
    const stepId = stepIdOf(nodeId);
    const at = order.indexOf(nodeId);
    const key = event.key;
    if (event.altKey && stepId && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault();
      if (!busy) {
        refocus.current = { id: nodeId, at };
        onMove(stepId, key === 'ArrowUp' ? -1 : 1);
      }
    } else if (key === 'ArrowDown' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowLeft') {
      event.preventDefault();
      const next = order[at + (key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1)];
      if (next) focusNode(next);
    } else if (stepId && (key === 'Enter' || key === ' ')) {
      event.preventDefault();
      onOpen(stepId);
    } else if (stepId && (key === 'Delete' || key === 'Backspace') && !busy) {
      event.preventDefault();
      onDelete(stepId);
    }
  };

  return (
    <Box
      ref={wrapper}
      h="full"
      css={{
        '& .react-flow__attribution a': { color: 'fg.muted' },
        '& .react-flow__node:focus-visible': {
          outline: '3px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
          borderRadius: 'lg',
        },
        '& .react-flow__edge-text': { fontSize: '12px' },
      }}
      colorPalette="brand"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        aria-label={t('conversationFlow.canvas')}
        onKeyDown={onKeyDown}
        onNodesChange={keepSizes}
        onNodeClick={(_, node) => {
          const stepId = stepIdOf(node.id);
          if (stepId) onOpen(stepId);
        }}
        onConnect={(connection: Connection) => {
          const stepId = stepIdOf(connection.target);
          if (stepId && !busy) onConnect(connection.source, stepId);
        }}
        nodesDraggable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        nodesConnectable={!busy}
        deleteKeyCode={null}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        minZoom={0.2}
        ariaLabelConfig={{
          'node.a11yDescription.default': t('conversationFlow.keys'),
          'node.a11yDescription.keyboardDisabled': t('conversationFlow.keys'),
          'edge.a11yDescription.default': '',
          'controls.ariaLabel': t('conversationFlow.controls.label'),
          'controls.zoomIn.ariaLabel': t('conversationFlow.controls.zoomIn'),
          'controls.zoomOut.ariaLabel': t('conversationFlow.controls.zoomOut'),
          'controls.fitView.ariaLabel': t('conversationFlow.controls.fitView'),
          'minimap.ariaLabel': t('conversationFlow.controls.minimap'),
          'handle.ariaLabel': t('conversationFlow.controls.handle'),
        }}
      >
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable />
      </ReactFlow>
    </Box>
  );
}
