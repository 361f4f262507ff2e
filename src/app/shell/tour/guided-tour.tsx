import { Button, Heading, HStack, Popover, Portal, Spacer, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsWide } from '../use-is-wide';
import { TourVideo } from './tour-video';
import { findTourAnchor, tourSteps } from './tour-steps';
import { endTour, goToStep, useTour } from './tour-store';

export function GuidedTour() {
  const { t } = useTranslation();
  const { open, step, focus } = useTour();
  const wide = useIsWide();
  const nextRef = useRef<HTMLButtonElement>(null);
  const current = tourSteps[step];

  // The focus moves in only when the person drives the tour, not when it first appears by itself.
  useEffect(() => {
    if (!open || !focus) return;
    const frame = requestAnimationFrame(() => nextRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open, focus, step]);

  if (!current) return null;
  const last = step === tourSteps.length - 1;
  const inHeader = current.anchor === 'billing';
  const placement = !wide
    ? inHeader
      ? 'bottom-end'
      : 'bottom-start'
    : inHeader
      ? 'bottom-end'
      : 'right-start';

  return (
    <Popover.Root
      // One popover per step, so that each is placed at its own anchor.
      key={current.key}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) endTour();
      }}
      positioning={{ placement, gutter: 12, getAnchorElement: () => findTourAnchor(current.anchor) }}
      autoFocus={focus}
      initialFocusEl={() => nextRef.current}
      modal={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(353px, calc(100vw - 24px))" maxW="353px" data-testid="tour">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="3">
                <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
                  {t('tour.progress', { current: step + 1, total: tourSteps.length })}
                </Text>
                <Popover.Title asChild>
                  <Heading as="h2" size="md">
                    {t(`tour.steps.${current.key}.title`)}
                  </Heading>
                </Popover.Title>
                <Popover.Description color="fg.muted">
                  {t(`tour.steps.${current.key}.body`)}
                </Popover.Description>
                {current.video && <TourVideo />}
              </Stack>
            </Popover.Body>
            <Popover.Footer asChild>
              <HStack gap="2">
                <Button variant="ghost" size="sm" onClick={endTour}>
                  {t('tour.skip')}
                </Button>
                <Spacer />
                {step > 0 && (
                  <Button variant="outline" size="sm" onClick={() => goToStep(step - 1)}>
                    {t('tour.back')}
                  </Button>
                )}
                <Button
                  ref={nextRef}
                  size="sm"
                  colorPalette="brand"
                  onClick={() => (last ? endTour() : goToStep(step + 1))}
                >
                  {last ? t('tour.done') : t('tour.next')}
                </Button>
              </HStack>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
