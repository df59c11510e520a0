import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import type { DocumentsTable } from '../db/schema/documents';
import type { FileStore } from '../domain/files/store';
import { MIME } from '../domain/files/sniff';
import { documentSearchText } from '../domain/documents/search-text';
import { addDays, nowIso } from '../lib/time';
import { minimalPdf, textFile } from './files';

interface DemoDocument {
  building: string;
  /** unique_id of the unit for a unit document */
  unit?: string;
  title: string;
  description: string | null;
  category: string;
  visibility: 'public' | 'private';
  name: string;
  kind: 'pdf' | 'txt';
  lines: string[];
  uploader: string;
  daysAgo: number;
}

const DOCUMENTS: DemoDocument[] = [
  {
    building: 'VLT', title: 'Domovní řád', description: 'Pravidla soužití v domě platná od 1. 1. 2025.', category: 'Stanovy a řády',
    visibility: 'public', name: 'Domovní řád.pdf', kind: 'pdf', lines: ['Domovni rad', 'Rezidence Vltava'], uploader: 'spravce@example.com', daysAgo: 60,
  },
  {
    building: 'VLT', title: 'Zápis ze schůze vlastníků 2025', description: 'Zápis z řádného shromáždění vlastníků.', category: 'Zápisy ze schůzí',
    visibility: 'public', name: 'Zápis ze schůze.pdf', kind: 'pdf', lines: ['Zapis ze schuze vlastniku', 'Rezidence Vltava'], uploader: 'spravce@example.com', daysAgo: 30,
  },
  {
    building: 'VLT', title: 'Revize výtahů', description: 'Zpráva o pravidelné revizi výtahů.', category: 'Revize a technické zprávy',
    visibility: 'public', name: 'revize-vytahu.pdf', kind: 'pdf', lines: ['Revize vytahu', 'Vysledek: bez zavad'], uploader: 'manager@example.com', daysAgo: 14,
  },
  {
    building: 'VLT', title: 'Pojistná smlouva budovy', description: 'Interní dokument správy.', category: 'Pojištění',
    visibility: 'private', name: 'pojistna-smlouva.pdf', kind: 'pdf', lines: ['Pojistna smlouva', 'Pouze pro spravu'], uploader: 'spravce@example.com', daysAgo: 20,
  },
  {
    building: 'VLT', unit: 'VLT-1.01', title: 'Vyúčtování služeb 2025 – byt 1.01', description: null, category: 'Vyúčtování',
    visibility: 'private', name: 'vyuctovani-1.01.pdf', kind: 'pdf', lines: ['Vyuctovani sluzeb 2025', 'Byt 1.01'], uploader: 'manager@example.com', daysAgo: 7,
  },
  {
    building: 'VLT', unit: 'VLT-2.03', title: 'Předávací protokol – byt 2.03', description: 'Stav měřidel při předání bytu.', category: 'Smlouvy',
    visibility: 'public', name: 'predavaci-protokol.txt', kind: 'txt', lines: ['Předávací protokol', 'Byt 2.03', 'Vodoměr: 123,4 m³'], uploader: 'spravce@example.com', daysAgo: 3,
  },
  {
    building: 'SLN', title: 'Stanovy SVJ Slunečná', description: null, category: 'Stanovy a řády',
    visibility: 'public', name: 'stanovy.pdf', kind: 'pdf', lines: ['Stanovy SVJ', 'Dum Slunecna'], uploader: 'manager@example.com', daysAgo: 90,
  },
  {
    building: 'SLN', title: 'Harmonogram úklidu', description: 'Rozpis úklidu společných prostor.', category: 'Ostatní',
    visibility: 'public', name: 'harmonogram-uklidu.txt', kind: 'txt', lines: ['Úklid schodiště: každé úterý', 'Mytí oken: čtvrtletně'], uploader: 'manager@example.com', daysAgo: 5,
  },
  {
    building: 'LIP', title: 'Revize plynu 2025', description: null, category: 'Revize a technické zprávy',
    visibility: 'public', name: 'revize-plynu.pdf', kind: 'pdf', lines: ['Revize plynovych spotrebicu', 'Bytovy dum Lipova'], uploader: 'admin@example.com', daysAgo: 10,
  },
];

/**
 * A few documents per demo building, bytes in the file store like real uploads. Runs right after
 * seedDemo on an empty database; a file whose row cannot be written is removed again.
 */
export async function seedDemoDocuments(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<void> {
  const buildings = Object.fromEntries((await db.selectFrom('buildings').select(['id', 'code']).execute()).map((b) => [b.code, b.id]));
  const units = Object.fromEntries((await db.selectFrom('units').select(['id', 'unique_id']).execute()).map((u) => [u.unique_id, u.id]));
  const users = Object.fromEntries((await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
  const categories = Object.fromEntries(
    (await db.selectFrom('document_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );

  const saved: string[] = [];
  try {
    const rows: Array<Insertable<DocumentsTable>> = [];
    for (const d of DOCUMENTS) {
      const bytes = d.kind === 'pdf' ? minimalPdf(d.lines) : textFile(d.lines);
      const filePath = await files.save('documents', d.kind, bytes);
      saved.push(filePath);
      const at = nowIso(addDays(now, -d.daysAgo));
      const values = {
        building_id: buildings[d.building],
        title: d.title,
        description: d.description,
        category_id: categories[d.category] ?? null,
        entity_type: d.unit ? ('unit' as const) : ('building' as const),
        entity_id: d.unit ? units[d.unit] : buildings[d.building],
        visibility: d.visibility,
        file_path: filePath,
        original_name: d.name,
        mime_type: MIME[d.kind],
        file_size: bytes.length,
        uploaded_by: users[d.uploader] ?? null,
        created_at: at,
        updated_at: at,
      };
      rows.push({ ...values, search_text: documentSearchText(values) });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('documents').values(rows).execute();
    });
  } catch (err) {
    await Promise.all(saved.map((p) => files.remove(p).catch(() => undefined)));
    throw err;
  }
}
