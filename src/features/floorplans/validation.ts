/**
 * The file check of the upload (spec 000 §5): a file of type JPG, PNG, PDF or SVG (by content).
 * The text fields (floor a required number from -5 to 100, name required) are the route's own
 * schema (contract/floorplans.ts), checked by the form model. Values are i18n keys of the messages.
 */
import type { PlanKind } from './fileKind';

/** the server's default limit (MAX_UPLOAD_MB, 20 MB); the server has the last word */
export const FLOORPLAN_MAX_BYTES = 20 * 1024 * 1024;

/** `kind` is what sniffPlanKind found in the file's first bytes (null: none of the four). */
export function validateFloorplanFile(file: { size: number } | null, kind: PlanKind | null): string | undefined {
  if (!file || file.size === 0) return 'floorplans.validation.fileRequired';
  if (!kind) return 'floorplans.validation.unsupportedType';
  if (file.size > FLOORPLAN_MAX_BYTES) return 'floorplans.validation.tooLarge';
  return undefined;
}
