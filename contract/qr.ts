import { z } from 'zod';
import { Id, IdText, Text } from './common';
import {
  QR_ACCESS_TYPES,
  QR_CODE_PATTERN,
  QR_DEFAULT_ACCESS_TYPE,
  QR_EMAIL_MAX,
  QR_EMAILS_MAX,
  QR_RECIPIENT_NAME_MAX,
  QR_SCAN_REASONS,
  qrTimesProblem,
} from './rules/qr';

export const QrAccessType = z.enum(QR_ACCESS_TYPES);

/** /buildings/{id}/units/{unitId}/qr-codes… */
export const QrUnitParams = z.object({ id: IdText, unitId: IdText });
/** /buildings/{id}/device-keys/{keyId} */
export const DeviceKeyParams = z.object({ id: IdText, keyId: IdText });
export const QrScanReason = z.enum(QR_SCAN_REASONS);

export const QrCodeText = Text().trim().regex(QR_CODE_PATTERN, 'server.qr.code_invalid');
const QrEmail = Text().trim().toLowerCase().max(QR_EMAIL_MAX, 'server.qr.email_invalid').meta({ format: 'email' }).pipe(z.email('server.qr.email_invalid'));
/** ISO date-time with offset (the form sends toISOString()) */
const IsoTime = z.iso.datetime({ offset: true, message: 'server.qr.time_invalid' });

/**
 * Create (spec 001 §7 api/v1/qr-codes/create): one pass per e-mail. autoelevator is always 1
 * (spec 001 §9); anything else sent is ignored. Times only for time_limited (both, end ≥ start).
 */
export const QrCreateInput = z
  .object({
    emails: z.array(QrEmail).min(1, 'server.qr.email_required').max(QR_EMAILS_MAX, 'server.qr.too_many_emails'),
    /** the route's unit; when the body repeats it, it must agree */
    unit_id: Id.optional(),
    access_type: QrAccessType.default(QR_DEFAULT_ACCESS_TYPE),
    recipient_name: z
      .union([z.literal(''), Text().trim().max(QR_RECIPIENT_NAME_MAX)])
      .nullish()
      .transform((v) => (v ? v : null)),
    /** accepted as sent by the vendor's client (0/1 or a boolean) and ignored: the pass stores 1 */
    autoelevator: z.union([z.number().int().min(0).max(1), z.boolean()]).optional(),
    valid_from: IsoTime.nullish(),
    valid_to: IsoTime.nullish(),
  })
  .superRefine((v, ctx) => {
    const problem = qrTimesProblem(v.access_type, v.valid_from, v.valid_to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === 'times_required' ? 'valid_from' : 'valid_to'], message: `server.qr.${problem}` });
  });
export type QrCreateInput = z.input<typeof QrCreateInput>;

export const CreatedCode = z.object({ qr_code: z.string(), recipient_name: z.string().nullable(), email: z.string() });
export const QrCreateResponse = z.object({ created_codes: z.array(CreatedCode) });
export type QrCreateResponse = z.infer<typeof QrCreateResponse>;

/** One pass in the unit's list (spec 001 §3). */
export const QrCode = z.object({
  qr_code: z.string(),
  type: QrAccessType,
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  is_active: z.boolean(),
  is_used: z.boolean(),
  created_at: z.string(),
  recipient_name: z.string().nullable(),
});
export type QrCode = z.infer<typeof QrCode>;

/** The unit's passes grouped by recipient (spec 001 §3: user_id, name, email, qr_codes). */
export const QrUser = z.object({
  /** the portal user with that e-mail, when there is one */
  user_id: z.number().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  qr_codes: z.array(QrCode),
});
export type QrUser = z.infer<typeof QrUser>;

export const QrListResponse = z.object({ users: z.array(QrUser) });
export type QrListResponse = z.infer<typeof QrListResponse>;

/** spec 001 §5, §7: deactivation needs qr_code, or email plus unit_id. */
export const QrDeactivateInput = z
  .object({
    unit_id: Id.optional(),
    qr_code: QrCodeText.optional(),
    email: QrEmail.optional(),
  })
  .refine((v) => v.qr_code !== undefined || v.email !== undefined, { message: 'server.qr.deactivate_needs_code_or_email' });
export type QrDeactivateInput = z.input<typeof QrDeactivateInput>;

export const QrDeactivateResponse = z.object({ deactivated: z.boolean(), count: z.number() });
export type QrDeactivateResponse = z.infer<typeof QrDeactivateResponse>;

/** GET /qr-passes/{code}: one pass for its holder's phone, without signing in (no e-mail, no unit). */
export const QrPublicPass = QrCode.omit({ created_at: true }).extend({ building_name: z.string() });
export type QrPublicPass = z.infer<typeof QrPublicPass>;
export const QrPublicPassResponse = z.object({ pass: QrPublicPass });
export type QrPublicPassResponse = z.infer<typeof QrPublicPassResponse>;

/** POST /devices/qr/scan (header X-Device-Key): the reader at `door_id` read `qr_code`. */
export const QrScanInput = z.object({ qr_code: Text().trim().min(1).max(200), door_id: Id });
export const QrScanResponse = z.object({
  granted: z.boolean(),
  reason: QrScanReason,
  /** the decision in the caller's language, for the reader's display */
  message: z.string(),
});
export type QrScanResponse = z.infer<typeof QrScanResponse>;

/** Device keys (issue 10 §2): issued by staff with device:manage; the key is shown once. */
export const DeviceKey = z.object({ id: z.number(), label: z.string().nullable(), created_at: z.string(), revoked_at: z.string().nullable() });
export const DeviceKeyListResponse = z.object({ device_keys: z.array(DeviceKey) });
export const DeviceKeyCreateInput = z.object({
  label: z
    .union([z.literal(''), Text().trim().max(100)])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const DeviceKeyCreateResponse = z.object({ device_key: DeviceKey, key: z.string() });
