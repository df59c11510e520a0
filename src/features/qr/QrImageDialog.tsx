/**
 * A pass as an image (spec 001 §2 "QR access", §9): the code as a 220 px QR with the highest error
 * correction, a download as qrcode.png, and the link to the pass's own page for the recipient's phone.
 * The `qrcode` package loads when the dialog first makes an image.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, ExternalLink } from 'lucide-react';
import { QR_FILE_NAME, QR_IMAGE_PX } from '../../../contract/rules/qr';
import { saveBlob } from '../../lib/saveBlob';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { dataUrlToBlob, qrDataUrl } from './qrImage';
import { passHref } from './rules';

export function QrImageDialog({ code, title, onClose }: { code: string | null; title?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ code: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!code) return;
    let live = true;
    qrDataUrl(code).then(
      (url) => live && setImage({ code, url }),
      () => live && setImage({ code, url: null }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  const current = image && image.code === code ? image : null;
  return (
    <Dialog
      open={code !== null}
      onClose={onClose}
      title={t('qr.image.title')}
      description={title}
      size="sm"
      data-testid="qr-image-dialog"
      footer={
        code && (
          <>
            <a
              href={passHref(code)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-blue-700 hover:bg-slate-100 dark:text-blue-300 dark:hover:bg-slate-800"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {t('qr.actions.openLink')}
            </a>
            <Button data-command="qr.show" disabled={!current?.url} onClick={() => current?.url && saveBlob(dataUrlToBlob(current.url), QR_FILE_NAME)}>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t('qr.image.download')}
            </Button>
          </>
        )
      }
    >
      <div className="flex min-h-[220px] items-center justify-center">
        {!current ? (
          <Spinner label={t('common.loading')} />
        ) : current.url ? (
          <img src={current.url} width={QR_IMAGE_PX} height={QR_IMAGE_PX} alt={t('qr.image.alt')} className="h-[220px] w-[220px] bg-white" />
        ) : (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('qr.image.failed')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
