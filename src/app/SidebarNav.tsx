/**
 * The sidebar's links: ten sections and the building overview, reception (for the desk's keepers) and
 * notifications (issue 29 §4), the admin entry (global admins only)
 * and the technology group. While a zone is in alarm anywhere the user can see, the fire alarm entry
 * carries a red count, and so does the technology group while it is collapsed (issue 12 §1).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import {
  Bell,
  Building2,
  Car,
  ChevronDown,
  ConciergeBell,
  Cpu,
  DoorOpen,
  FileText,
  Flame,
  House,
  Landmark,
  LayoutDashboard,
  MonitorDot,
  MessagesSquare,
  QrCode,
  ScrollText,
  ShieldCheck,
  Sparkles,
  Thermometer,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../lib/cn';
import { activeFireAlarmsAtom } from '../state/fireAlarms';
import { useSession } from '../state/session';
import { FireAlarmBadge } from './FireAlarmBadge';
import { isSectionActive, sectionsIn, type Section } from './sections';

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  myUnit: House,
  building: Building2,
  doors: DoorOpen,
  qrAccess: QrCode,
  documents: FileText,
  issues: TriangleAlert,
  forum: MessagesSquare,
  parking: Car,
  cleaning: Sparkles,
  svj: Landmark,
  fireAlarm: Flame,
  sensors: Thermometer,
  board: MonitorDot,
  admin: ShieldCheck,
  audit: ScrollText,
  reception: ConciergeBell,
  notifications: Bell,
};

function NavLink({ section, location, onNavigate, badge }: { section: Section; location: string; onNavigate?: () => void; badge?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = ICONS[section.id] ?? LayoutDashboard;
  const active = isSectionActive(section, location);
  return (
    <Link
      href={section.path}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
        active
          ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{t(section.title)}</span>
      {badge}
    </Link>
  );
}

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useSession();
  const technology = sectionsIn('technology', user);
  const techActive = technology.some((s) => isSectionActive(s, location));
  const alarms = useAtomValue(activeFireAlarmsAtom).length;

  return (
    <nav aria-label={t('shell.nav.label')} className="flex flex-col gap-0.5">
      {sectionsIn('main', user).map((s) => (
        <NavLink key={s.id} section={s} location={location} onNavigate={onNavigate} />
      ))}
      <Disclosure defaultOpen={techActive}>
        {({ open }) => (
          <>
            <DisclosureButton className="group flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
              <Cpu className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="flex-1 text-left">{t('nav.technology')}</span>
              {!open && <FireAlarmBadge count={alarms} />}
              <ChevronDown className="h-4 w-4 transition-transform group-data-[open]:rotate-180" aria-hidden="true" />
            </DisclosureButton>
            <DisclosurePanel className="ml-4 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-700">
              {technology.map((s) => (
                <NavLink
                  key={s.id}
                  section={s}
                  location={location}
                  onNavigate={onNavigate}
                  badge={s.id === 'fireAlarm' ? <FireAlarmBadge count={alarms} /> : undefined}
                />
              ))}
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
      {sectionsIn('admin', user).map((s) => (
        <NavLink key={s.id} section={s} location={location} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
