import type { Generated } from 'kysely';
import type { Ts } from './columns';

export interface DocumentCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface DocumentsTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  description: string | null;
  category_id: number | null;
  entity_type: 'building' | 'unit';
  entity_id: number;
  visibility: 'public' | 'private';
  file_path: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  uploaded_by: number | null;
  created_at: Ts;
  updated_at: Ts;
  /** folded title + description + file name for search (migration 005) */
  search_text: Generated<string>;
}
