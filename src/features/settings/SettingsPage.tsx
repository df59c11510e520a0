// Placeholder owned by the feature's engineer: replace freely (the route imports this default export).
import { NotAvailablePage } from '../../ui/NotAvailablePage';

export default function SettingsPage() {
  return <NotAvailablePage title="nav.settings" />;
}
