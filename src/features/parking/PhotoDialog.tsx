/**
 * The gate photo of one access-log entry (spec 000 §2): loaded as a blob through the http client
 * (bearer token), shown from an object URL that is revoked afterwards. It can be maximised and
 * minimised and zoomed in, out and back; 'image not available' when the entry has none (or the
 * server has none), 'image load error' for any other failure (spec 000 §8).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Maximize2, Minimize2, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import type { ParkingLogEntry } from '../../../contract/parking';
import { directionKind } from '../../../contract/rules/gate-direction';
import { ApiError } from '../../lib/http';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { fetchLogImage } from './api';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.25;

type PhotoState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'missing' } | { kind: 'error' };

/** Loads the entry's photo; the object URL lives as long as the entry is shown. */
function usePhoto(buildingId: number, entry: ParkingLogEntry | null): [PhotoState, () => void] {
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });
  useEffect(() => {
    if (!entry) return;
    if (!entry.has_image) {
      setState({ kind: 'missing' });
      return;
    }
    let url: string | null = null;
    let live = true;
    setState({ kind: 'loading' });
    fetchLogImage(buildingId, entry.log_id).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url });
      },
      (err: unknown) => {
        if (live) setState({ kind: err instanceof ApiError && err.status === 404 ? 'missing' : 'error' });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [buildingId, entry]);
  return [state, () => setState({ kind: 'error' })];
}

export default function PhotoDialog({ buildingId, entry, onClose }: { buildingId: number; entry: ParkingLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [maximised, setMaximised] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [photo, failed] = usePhoto(buildingId, entry);
  useEffect(() => {
    setZoom(1);
  }, [entry]);

  const zoomBy = (step: number) => setZoom((z) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((z + step) * 100) / 100)));
  const ready = photo.kind === 'ready';
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      size="xl"
      className={maximised ? 'h-full max-w-none!' : undefined}
      data-testid="photo-dialog"
      title={entry ? t('parking.photo.title', { plate: entry.license_plate }) : t('parking.photo.titlePlain')}
      description={entry ? `${formatDateTime(entry.access_time)} · ${entry.door_name} · ${t(`parking.direction.${directionKind(entry.direction)}`)}` : undefined}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={() => zoomBy(-ZOOM_STEP)} disabled={!ready || zoom <= ZOOM_MIN} aria-label={t('parking.photo.zoomOut')}>
            <ZoomOut className="h-4 w-4" aria-hidden="true" />
          </Button>
          <span className="self-center text-sm tabular-nums" aria-live="polite" data-testid="photo-zoom">
            {Math.round(zoom * 100)} %
          </span>
          <Button variant="secondary" size="sm" onClick={() => zoomBy(ZOOM_STEP)} disabled={!ready || zoom >= ZOOM_MAX} aria-label={t('parking.photo.zoomIn')}>
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setZoom(1)} disabled={!ready || zoom === 1} aria-label={t('parking.photo.zoomReset')}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMaximised((m) => !m)} aria-pressed={maximised} aria-label={t(maximised ? 'parking.photo.minimise' : 'parking.photo.maximise')}>
            {maximised ? <Minimize2 className="h-4 w-4" aria-hidden="true" /> : <Maximize2 className="h-4 w-4" aria-hidden="true" />}
          </Button>
        </>
      }
    >
      {/* the image's width follows the zoom, so a zoomed photo scrolls inside the frame */}
      <div className="grid min-h-48 overflow-auto rounded bg-slate-100 dark:bg-slate-800" style={{ placeItems: 'safe center' }} data-testid="photo-frame">
        {photo.kind === 'loading' && <Spinner label={t('common.loading')} />}
        {photo.kind === 'missing' && <p className="p-6 text-sm">{t('parking.photo.notAvailable')}</p>}
        {photo.kind === 'error' && (
          <p role="alert" className="p-6 text-sm text-red-700 dark:text-red-400">
            {t('parking.photo.loadError')}
          </p>
        )}
        {photo.kind === 'ready' && entry && (
          <img
            src={photo.url}
            alt={t('parking.photo.alt', { plate: entry.license_plate })}
            onError={failed}
            style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
            className="block h-auto"
            data-testid="photo-image"
          />
        )}
      </div>
    </Dialog>
  );
}
