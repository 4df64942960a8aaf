import { useNavigate } from 'react-router-dom';
import TicketList from './TicketList';
import { TicketDialog } from './TicketDialog';
import { menuUrl } from '../../../shared/menuUrl';
import { MARKETING_MENU } from '../shared/menuTree';

const TICKET_LIST_PATH = menuUrl(MARKETING_MENU.marketing_management.ticket_management.path);

/**
 * Addticket_management (a hidden leaf, the spec's add-ticket page): the ticket form as its own address,
 * over the ticket list it adds to; saving or closing returns to the list (ticket_management's Add opens it).
 */
export default function AddTicketScreen() {
  const navigate = useNavigate();
  const back = () => navigate(TICKET_LIST_PATH);
  return (
    <>
      <TicketList />
      <TicketDialog record={null} onClose={back} onDone={back} />
    </>
  );
}
