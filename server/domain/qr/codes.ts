import { randomBytes } from 'node:crypto';
import { QR_CODE_BYTES } from '../../../contract/rules/qr';

/**
 * A new pass code: QR_CODE_BYTES random bytes (192 bits) in base64url, 32 characters matching
 * QR_CODE_PATTERN. Random, never derived from an id, so a code cannot be guessed from another one.
 */
export const newQrCode = (): string => randomBytes(QR_CODE_BYTES).toString('base64url');
