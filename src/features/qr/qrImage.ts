/**
 * A pass's QR image (spec 001 §2, §9): PNG, highest error correction, made in the browser by the
 * `qrcode` package — imported here on demand, so no screen carries it before an image is asked for.
 */
import { QR_ERROR_CORRECTION, QR_IMAGE_PX } from '../../../contract/rules/qr';

/** A data: URL of the code's PNG, `width` pixels wide (220 by default, as the spec and the download). */
export async function qrDataUrl(code: string, width: number = QR_IMAGE_PX): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(code, { width, errorCorrectionLevel: QR_ERROR_CORRECTION });
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, data] = dataUrl.split(',', 2);
  const mime = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}
