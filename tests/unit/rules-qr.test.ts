/**
 * The QR pass rules (contract/rules/qr.ts) pinned to the product specification (spec 001 §2, §3, §4,
 * §5, §9) and, for what the reader decides at the door, to issue 10 §2. Every expected value is
 * written out here, not read from the rules' own constants.
 */
import { describe, expect, it } from 'vitest';
import {
  QR_ACCESS_TYPES,
  QR_DEFAULT_ACCESS_TYPE,
  QR_ERROR_CORRECTION,
  QR_FILE_NAME,
  QR_IMAGE_PX,
  QR_SCAN_REASONS,
  canDeactivate,
  isQrCode,
  qrStatus,
  qrTimesProblem,
  scanDecision,
  type QrAccessType,
  type QrScanReason,
  type ScannedPass,
} from '../../contract/rules/qr';

describe('QR pass kinds and image (spec 001 §2, §3, §9)', () => {
  it('has the spec’s three access types, permanent by default', () => {
    expect(QR_ACCESS_TYPES).toEqual(['permanent', 'time_limited', 'one_time']);
    expect(QR_DEFAULT_ACCESS_TYPE).toBe('permanent');
  });

  it('draws a 220 px image with the highest error correction, downloaded as qrcode.png', () => {
    expect(QR_IMAGE_PX).toBe(220);
    expect(QR_ERROR_CORRECTION).toBe('H');
    expect(QR_FILE_NAME).toBe('qrcode.png');
  });
});

describe('QR pass status and deactivation (spec 001 §4)', () => {
  it('shows active, used (active and used) or inactive; only an active pass can be deactivated', () => {
    const table: Array<[is_active: boolean, is_used: boolean, status: string, deactivate: boolean]> = [
      [true, false, 'active', true],
      [true, true, 'used', false],
      [false, false, 'inactive', false],
      [false, true, 'inactive', false],
    ];
    for (const [is_active, is_used, status, deactivate] of table) {
      expect(qrStatus({ is_active, is_used }), `active ${is_active}, used ${is_used}`).toBe(status);
      expect(canDeactivate({ is_active, is_used }), `active ${is_active}, used ${is_used}`).toBe(deactivate);
    }
  });
});

describe('QR pass times at creation (spec 001 §5)', () => {
  const from = '2026-05-01T08:00:00.000Z';
  const to = '2026-05-01T18:00:00.000Z';

  it('needs both start and end for time_limited, the end not earlier than the start', () => {
    const table: Array<[QrAccessType, string | null | undefined, string | null | undefined, ReturnType<typeof qrTimesProblem>]> = [
      ['time_limited', from, to, null],
      ['time_limited', from, from, null],
      ['time_limited', to, from, 'end_before_start'],
      // one millisecond earlier is earlier
      ['time_limited', from, '2026-05-01T07:59:59.999Z', 'end_before_start'],
      // the same instant written in another zone is not earlier
      ['time_limited', from, '2026-05-01T10:00:00+02:00', null],
      ['time_limited', from, null, 'times_required'],
      ['time_limited', null, to, 'times_required'],
      ['time_limited', undefined, undefined, 'times_required'],
      ['time_limited', '', to, 'times_required'],
      ['time_limited', from, '', 'times_required'],
    ];
    for (const [type, validFrom, validTo, problem] of table) expect(qrTimesProblem(type, validFrom, validTo), `${type} ${validFrom} → ${validTo}`).toBe(problem);
  });

  it('refuses, given the moment of creating it, a window that has already ended (issue 30 §2)', () => {
    expect(qrTimesProblem('time_limited', from, to, to)).toBeNull();
    expect(qrTimesProblem('time_limited', from, to, '2026-05-01T07:00:00.000Z')).toBeNull();
    const after = new Date(Date.parse(to) + 1).toISOString();
    expect(qrTimesProblem('time_limited', from, to, after)).toBe('already_ended');
    // the order of the times is the first complaint
    expect(qrTimesProblem('time_limited', to, from, after)).toBe('end_before_start');
    expect(qrTimesProblem('permanent', null, null, after)).toBeNull();
  });

  it('asks nothing of the times of permanent and one-time passes', () => {
    for (const type of ['permanent', 'one_time'] as const) {
      expect(qrTimesProblem(type, null, null)).toBeNull();
      expect(qrTimesProblem(type, to, from)).toBeNull();
    }
  });
});

describe('QR codes (issue 10 §2)', () => {
  it('accepts 32 base64url characters and nothing else', () => {
    expect(isQrCode('abcdefghijklmnopqrstuvwxyzAB09_-')).toBe(true);
    expect(isQrCode('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')).toBe(true);
    expect(isQrCode('abcdefghijklmnopqrstuvwxyzAB09_')).toBe(false);
    expect(isQrCode('abcdefghijklmnopqrstuvwxyzAB09_-x')).toBe(false);
    expect(isQrCode('abcdefghijklmnopqrstuvwxyzAB09+/')).toBe(false);
    expect(isQrCode(' bcdefghijklmnopqrstuvwxyzAB09_-')).toBe(false);
    expect(isQrCode('')).toBe(false);
  });
});

describe('the reader’s decision at the door (spec 001 §3 types; issue 10 §2)', () => {
  const from = '2026-05-01T08:00:00.000Z';
  const to = '2026-05-01T18:00:00.000Z';
  const pass = (type: QrAccessType, over: Partial<ScannedPass> = {}): ScannedPass => ({ type, is_active: true, used_at: null, valid_from: null, valid_to: null, ...over });
  const window = (over: Partial<ScannedPass> = {}) => pass('time_limited', { valid_from: from, valid_to: to, ...over });

  it('names every reason the reader may give', () => {
    expect(QR_SCAN_REASONS).toEqual(['granted', 'unknown', 'inactive', 'used', 'not_yet_valid', 'expired', 'creator_lost_access']);
  });

  it('decides by this table', () => {
    const table: Array<[what: string, pass: ScannedPass | null, at: string, creatorHasAccess: boolean, reason: QrScanReason]> = [
      ['an unknown code', null, from, true, 'unknown'],
      ['a permanent pass', pass('permanent'), from, true, 'granted'],
      ['a permanent pass, years later', pass('permanent'), '2036-01-01T00:00:00.000Z', true, 'granted'],
      ['a permanent pass with a used_at (ignored)', pass('permanent', { used_at: from }), from, true, 'granted'],
      ['a deactivated permanent pass', pass('permanent', { is_active: false }), from, true, 'inactive'],
      ['a one-time pass, unused', pass('one_time'), from, true, 'granted'],
      ['a one-time pass, used', pass('one_time', { used_at: from }), to, true, 'used'],
      ['a deactivated one-time pass that was used', pass('one_time', { is_active: false, used_at: from }), to, true, 'inactive'],
      ['a window pass before its start', window(), '2026-05-01T07:59:59.999Z', true, 'not_yet_valid'],
      ['a window pass at its start', window(), from, true, 'granted'],
      ['a window pass inside', window(), '2026-05-01T12:00:00.000Z', true, 'granted'],
      ['a window pass at its end', window(), to, true, 'granted'],
      ['a window pass after its end', window(), '2026-05-01T18:00:00.001Z', true, 'expired'],
      ['a window pass, the moment in another zone', window(), '2026-05-01T20:00:00.000+02:00', true, 'granted'],
      ['a deactivated window pass inside', window({ is_active: false }), '2026-05-01T12:00:00.000Z', true, 'inactive'],
      ['a window pass with a used_at (ignored)', window({ used_at: from }), '2026-05-01T12:00:00.000Z', true, 'granted'],
      ['a permanent pass whose creator lost access', pass('permanent'), from, false, 'creator_lost_access'],
      ['a window pass inside, creator lost access', window(), '2026-05-01T12:00:00.000Z', false, 'creator_lost_access'],
      ['an expired window pass, creator lost access', window(), '2026-05-02T00:00:00.000Z', false, 'expired'],
      ['a used one-time pass, creator lost access', pass('one_time', { used_at: from }), to, false, 'used'],
      ['an inactive pass, creator lost access', pass('permanent', { is_active: false }), from, false, 'inactive'],
    ];
    for (const [what, p, at, creatorHasAccess, reason] of table) expect(scanDecision(p, at, creatorHasAccess), what).toBe(reason);
  });

  it('ignores times on a pass that is not time_limited', () => {
    const past = { valid_from: '2020-01-01T00:00:00.000Z', valid_to: '2020-01-02T00:00:00.000Z' };
    const future = { valid_from: '2030-01-01T00:00:00.000Z', valid_to: '2030-01-02T00:00:00.000Z' };
    for (const times of [past, future]) {
      expect(scanDecision(pass('permanent', times), from, true)).toBe('granted');
      expect(scanDecision(pass('one_time', times), from, true)).toBe('granted');
    }
  });

  it('reads a window with only one edge as open on the other side', () => {
    expect(scanDecision(window({ valid_to: null }), '2030-01-01T00:00:00.000Z', true)).toBe('granted');
    expect(scanDecision(window({ valid_to: null }), '2026-04-30T00:00:00.000Z', true)).toBe('not_yet_valid');
    expect(scanDecision(window({ valid_from: null }), '2020-01-01T00:00:00.000Z', true)).toBe('granted');
    expect(scanDecision(window({ valid_from: null }), '2026-05-02T00:00:00.000Z', true)).toBe('expired');
  });
});
