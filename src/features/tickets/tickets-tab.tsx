import { useUser } from '@/lib/session/session-store';
import { CompanyTicket } from './company-ticket';
import { CompanyTickets } from './company-tickets';
import { DeskTicket } from './desk-ticket';
import { DeskTickets } from './desk-tickets';

// The open ticket is in the address (`?ticket=`), so that Back returns to the list.
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
  ticketId: string | undefined;
  onOpenTicket: (ticketId: string | undefined) => void;
}
