/**
 * The three steps of the guided tour (spec section 1): billing, agent (with its video) and contact.
 * `anchor` names the `data-tour` attribute of the element the step points at; texts are
 * `tour.steps.<key>.title` and `.body`.
 */
export interface TourStep {
  key: 'billing' | 'agent' | 'contact';
  anchor: string;
  video?: boolean;
}

export const tourSteps: readonly TourStep[] = [
  // Company Settings (company and balance) lives in the user menu of the header.
  { key: 'billing', anchor: 'billing' },
  { key: 'agent', anchor: 'agent', video: true },
  { key: 'contact', anchor: 'contacts' },
];

/** The first visible element marked `data-tour="<anchor>"`, else the small screens' menu button. */
export function findTourAnchor(anchor: string, root: ParentNode = document): HTMLElement | null {
  const visible = (selector: string) =>
    Array.from(root.querySelectorAll<HTMLElement>(selector)).find(
      (element) => element.getClientRects().length > 0,
    ) ?? null;
  return visible(`[data-tour="${anchor}"]`) ?? visible('[data-tour="menu"]');
}
