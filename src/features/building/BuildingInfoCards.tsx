/**
 * The four cards of building information (spec 000 §2): address, parking, management (managers
 * and emergency contacts) and reception. Shared by the overview's dialog and the public page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Car, Clock, MapPin, Phone, Users } from 'lucide-react';
import type { BuildingInfo } from '../../../contract/building-info';
import { Card } from '../../ui/Card';
import { buildingTypeLabel, orDash } from './labels';
import { hasOpeningHours, openingHoursRows } from './openingHours';

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="text-slate-500">
        {icon}
      </span>
      {children}
    </span>
  );
}

function Contact({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <span className="flex flex-wrap gap-x-3 text-sm">
      {phone && (
        <a className="text-blue-700 hover:underline dark:text-blue-300" href={`tel:${phone.replace(/\s+/g, '')}`}>
          {phone}
        </a>
      )}
      {email && (
        <a className="break-all text-blue-700 hover:underline dark:text-blue-300" href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </span>
  );
}

export function AddressCard({ info }: { info: BuildingInfo }) {
  const { t } = useTranslation();
  const d = info.details;
  return (
    <Card title={<CardTitle icon={<MapPin className="h-4 w-4" />}>{t('building.cards.address')}</CardTitle>}>
      <p className="mb-2 font-medium">{info.address}</p>
      <dl>
        {d.type && <Row label={t('building.fields.type')} value={buildingTypeLabel(t, d.type)} />}
        <Row label={t('building.fields.constructionYear')} value={orDash(d.construction_year)} />
        <Row label={t('building.fields.reconstructionYear')} value={orDash(d.reconstruction_year)} />
        <Row label={t('building.fields.floorCount')} value={orDash(d.floor_count)} />
        <Row label={t('building.fields.elevatorCount')} value={orDash(d.elevator_count)} />
      </dl>
    </Card>
  );
}

export function ParkingCard({ info }: { info: BuildingInfo }) {
  const { t } = useTranslation();
  const p = info.details.parking;
  return (
    <Card title={<CardTitle icon={<Car className="h-4 w-4" />}>{t('building.cards.parking')}</CardTitle>}>
      <dl>
        <Row label={t('building.fields.visitorSpots')} value={orDash(p.visitor_spots)} />
        <Row label={t('building.fields.residentSpots')} value={orDash(p.resident_spots)} />
        <Row label={t('building.fields.garageCount')} value={orDash(p.garage_count)} />
      </dl>
    </Card>
  );
}

export function ManagementCard({ info }: { info: BuildingInfo }) {
  const { t } = useTranslation();
  return (
    <Card title={<CardTitle icon={<Users className="h-4 w-4" />}>{t('building.cards.management')}</CardTitle>}>
      <h3 className="mb-1 text-sm font-semibold">{t('building.managers.title')}</h3>
      {info.managers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('building.managers.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {info.managers.map((m) => (
            <li key={m.id}>
              <p className="font-medium">{m.name}</p>
              {m.position && <p className="text-sm text-slate-600 dark:text-slate-400">{m.position}</p>}
              <Contact phone={m.phone} email={m.email} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-1 flex items-center gap-1 text-sm font-semibold">
        <Phone className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden="true" />
        {t('building.emergency.title')}
      </h3>
      {info.emergency_contacts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('building.emergency.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {info.emergency_contacts.map((c) => (
            <li key={c.id}>
              <p className="font-medium">
                {c.name}
                {c.type && <span className="ml-2 text-xs font-normal text-slate-500">{t(`building.emergency.types.${c.type}`, { defaultValue: c.type })}</span>}
              </p>
              <Contact phone={c.phone} email={c.email} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ReceptionCard({ info }: { info: BuildingInfo }) {
  const { t } = useTranslation();
  const r = info.reception;
  return (
    <Card title={<CardTitle icon={<Clock className="h-4 w-4" />}>{t('building.cards.reception')}</CardTitle>}>
      {!r.is_present ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('building.reception.none')}</p>
      ) : (
        <>
          <dl>
            {r.location && <Row label={t('building.fields.location')} value={r.location} />}
          </dl>
          <Contact phone={r.phone} email={r.email} />
          <h3 className="mt-3 mb-1 text-sm font-semibold">{t('building.reception.openingHours')}</h3>
          {hasOpeningHours(r.opening_hours) ? (
            <dl>
              {openingHoursRows(r.opening_hours).map(({ day, text }) => (
                <Row key={day} label={t(`building.days.${day}`)} value={text || t('building.reception.closed')} />
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('building.reception.noHours')}</p>
          )}
        </>
      )}
    </Card>
  );
}

/** All four, in a grid that is one column on a phone. `hideAbsentReception` leaves out a reception the building does not have (public page). */
export function BuildingInfoCards({ info, hideAbsentReception = false }: { info: BuildingInfo; hideAbsentReception?: boolean }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="building-info-cards">
      <AddressCard info={info} />
      <ParkingCard info={info} />
      <ManagementCard info={info} />
      {(!hideAbsentReception || info.reception.is_present) && <ReceptionCard info={info} />}
    </div>
  );
}
