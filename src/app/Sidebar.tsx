/** Sidebar content: brand, building and unit pickers, navigation. Used fixed (≥768 px) and as a drawer. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Building2 } from 'lucide-react';
import { BuildingPicker } from './BuildingPicker';
import { SidebarNav } from './SidebarNav';
import { UnitPicker } from './UnitPicker';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
      <Link href="/" onClick={onNavigate} className="flex items-center gap-2 text-lg font-semibold">
        <Building2 className="h-6 w-6 text-blue-600" aria-hidden="true" />
        {t('common.appName')}
      </Link>
      <div className="flex flex-col gap-3">
        <BuildingPicker />
        <UnitPicker />
      </div>
      <SidebarNav onNavigate={onNavigate} />
    </div>
  );
}
