import QRCode from 'qrcode';
import { QR_ERROR_CORRECTION, QR_FILE_NAME, QR_IMAGE_PX } from '../../../contract/rules/qr';
import { translate, type Lang } from '../../lib/i18n';
import type { MailMessage } from '../mail/outbox';
import type { CreatedPass } from './create';
import { buildingTimeText } from './display-time';

/** The pass's own page for the recipient's phone (the SPA's /qr-access/{key}, public for that one code). */
export function passLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/qr-access/${encodeURIComponent(code)}`;
}

/** The code as the reader scans it: the same image the portal shows and downloads (spec 001 §2, §9). */
export function passImage(code: string): Promise<Buffer> {
  // a quiet zone of 4 modules, as the QR standard asks, so a phone camera finds the code on any background
  return QRCode.toBuffer(code, { type: 'png', width: QR_IMAGE_PX, errorCorrectionLevel: QR_ERROR_CORRECTION, margin: 4 });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's paragraphs in one language. */
function paragraphs(lang: Lang, pass: CreatedPass, building: string): { greeting: string; lines: string[]; show: string; secret: string } {
  const t = (key: string, params?: Record<string, string>) => translate(lang, `server.qr.${key}`, params);
  const validity =
    pass.type === 'time_limited' && pass.valid_from && pass.valid_to
      ? t('validity.time_limited', { from: buildingTimeText(lang, pass.valid_from), to: buildingTimeText(lang, pass.valid_to) })
      : t(`validity.${pass.type}`);
  return {
    greeting: t('mail.greeting', { name: pass.recipient_name ? ` ${pass.recipient_name}` : '' }),
    lines: [t('mail.intro', { building }), t('mail.type', { type: t(`type.${pass.type}`) }), validity],
    show: t('mail.show'),
    secret: t('mail.secret'),
  };
}

/**
 * The recipient's mail: the code as an inline image (and attached as qrcode.png), the link to the
 * pass's page, its validity and the building. The buildings are Czech, so Czech comes first; the
 * recipient's language is unknown (they may have no account), so English follows, as in the
 * password-reset mail.
 */
export async function passMail(pass: CreatedPass, building: string, publicUrl: string): Promise<MailMessage> {
  const link = passLink(publicUrl, pass.code);
  const png = await passImage(pass.code);
  const cid = `qrcode-${pass.id}@domovnik`;
  const langs: Lang[] = ['cs', 'en'];
  const parts = langs.map((lang) => paragraphs(lang, pass, building));
  const text = parts.map((p) => [p.greeting, '', ...p.lines, '', p.show, link, '', p.secret].join('\n')).join('\n\n-----\n\n');
  const html = parts
    .map((p, i) => {
      const body = [
        `<p>${escapeHtml(p.greeting)}</p>`,
        `<p>${p.lines.map(escapeHtml).join('<br>')}</p>`,
        // the image once, in the first language's part
        i === 0 ? `<p><img src="cid:${cid}" width="${QR_IMAGE_PX}" height="${QR_IMAGE_PX}" alt="QR"></p>` : '',
        `<p>${escapeHtml(p.show)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        `<p>${escapeHtml(p.secret)}</p>`,
      ];
      return body.join('\n');
    })
    .join('\n<hr>\n');
  return {
    to: pass.email,
    subject: `${translate('cs', 'server.qr.mail.subject', { building })} / ${translate('en', 'server.qr.mail.subject', { building })}`,
    text: `${text}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n`,
    attachments: [{ filename: QR_FILE_NAME, content: png, contentType: 'image/png', cid }],
  };
}
