// Placeholder owned by the feature's engineer: replace freely (the route imports this default export).
import { NotAvailablePage } from '../../ui/NotAvailablePage';

export default function MyUnitPage() {
  return <NotAvailablePage title="nav.myUnit" />;
}
