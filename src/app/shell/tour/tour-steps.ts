export interface TourStep {
  key: 'billing' | 'agent' | 'contact';
  anchor: string;
  video?: boolean;
}

export const tourSteps: readonly TourStep[] = [
  { key: 'billing', anchor: 'billing' },
  { key: 'agent', anchor: 'agent', video: true },
  { key: 'contact', anchor: 'contacts' },
];

export function findTourAnchor(anchor: string, root: ParentNode = document): HTMLElement | null {
  const visible = (selector: string) =>
    Array.from(root.querySelectorAll<HTMLElement>(selector)).find(
      (element) => element.getClientRects().length > 0,
    ) ?? null;
  return visible(`[data-tour="${anchor}"]`) ?? visible('[data-tour="menu"]');
}
