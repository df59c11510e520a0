/**
 * Upload and edit rules of spec 000 §5, checked before anything is sent: floor a required
 * number from -5 to 100, name required, a file of type JPG, PNG, PDF or SVG (by content).
 * Values are i18n keys of the messages.
 */
import { isValidFloor } from '../../../contract/rules/floorplans';
import type { PlanKind } from './fileKind';

/** the server's default limit (MAX_UPLOAD_MB, 20 MB); the server has the last word */
export const FLOORPLAN_MAX_BYTES = 20 * 1024 * 1024;

export interface FloorplanFormValues {
  floor: string;
  name: string;
}

export type FloorplanFormErrors = Partial<Record<'floor' | 'name' | 'file', string>>;

export function validateFloor(raw: string): string | undefined {
  if (raw.trim() === '') return 'floorplans.validation.floorRequired';
  if (!isValidFloor(Number(raw))) return 'floorplans.validation.floorRange';
  return undefined;
}

export function validateFloorplanFields(values: FloorplanFormValues): FloorplanFormErrors {
  const errors: FloorplanFormErrors = {};
  const floor = validateFloor(values.floor);
  if (floor) errors.floor = floor;
  if (values.name.trim() === '') errors.name = 'floorplans.validation.nameRequired';
  return errors;
}

/** `kind` is what sniffPlanKind found in the file's first bytes (null: none of the four). */
export function validateFloorplanFile(file: { size: number } | null, kind: PlanKind | null): string | undefined {
  if (!file || file.size === 0) return 'floorplans.validation.fileRequired';
  if (!kind) return 'floorplans.validation.unsupportedType';
  if (file.size > FLOORPLAN_MAX_BYTES) return 'floorplans.validation.tooLarge';
  return undefined;
}
