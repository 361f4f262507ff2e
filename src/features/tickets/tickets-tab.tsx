import { useUser } from '@/lib/session/session-store';
import { CompanyTicket } from './company-ticket';
import { CompanyTickets } from './company-tickets';
import { DeskTicket } from './desk-ticket';
import { DeskTickets } from './desk-tickets';

/**
 * The support tickets tab of /company-settings. Company staff: their company's tickets, counted
 * per status, opening one, the conversation with replies and files, close and reopen. The super
 * administrator: the support desk over every company, with reply templates and status changes.
 * The open ticket is in the address (`?ticket=`), so Back returns to the list.
 */
export function TicketsTab({ ticketId, onOpenTicket }: TicketsTabProps) {
  const user = useUser();
  const back = () => onOpenTicket(undefined);
  if (user.isSuperAdmin)
    return ticketId ? (
      <DeskTicket key={ticketId} ticketId={ticketId} onBack={back} />
    ) : (
      <DeskTickets onOpenTicket={onOpenTicket} />
    );
  return ticketId ? (
    <CompanyTicket key={ticketId} ticketId={ticketId} onBack={back} />
  ) : (
    <CompanyTickets onOpenTicket={onOpenTicket} />
  );
}

export interface TicketsTabProps {
  /** The ticket open in the address (`?ticket=`), if any. */
  ticketId: string | undefined;
  /** Opens a ticket (or closes it: undefined), through the address. */
  onOpenTicket: (ticketId: string | undefined) => void;
}
