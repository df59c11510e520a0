import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export function initialMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      const create = (name: string) => withId(dialect, db.schema.createTable(name));

      await create('users')
        .addColumn('email', text, (c) => c.notNull().unique())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('phone', text)
        .addColumn('password_hash', text, (c) => c.notNull())
        .addColumn('is_active', int, (c) => c.notNull().defaultTo(1))
        .addColumn('global_role', text, (c) => c.notNull().defaultTo('user'))
        .addColumn('avatar_url', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .addColumn('last_login', text)
        .execute();

      await create('sessions')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', text, (c) => c.notNull().unique())
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('last_seen_at', text, (c) => c.notNull())
        .addColumn('expires_at', text, (c) => c.notNull())
        .addColumn('ip', text)
        .addColumn('user_agent', text)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await create('buildings')
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('code', text, (c) => c.notNull().unique())
        .addColumn('address', text, (c) => c.notNull())
        .addColumn('image_path', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('building_info')
        .addColumn('building_id', int, (c) => c.primaryKey().references('buildings.id').onDelete('cascade'))
        .addColumn('type', text)
        .addColumn('construction_year', int)
        .addColumn('reconstruction_year', int)
        .addColumn('floor_count', int)
        .addColumn('elevator_count', int)
        .addColumn('visitor_spots', int)
        .addColumn('resident_spots', int)
        .addColumn('garage_count', int)
        .addColumn('reception_is_present', int, (c) => c.notNull().defaultTo(0))
        .addColumn('reception_location', text)
        .addColumn('reception_phone', text)
        .addColumn('reception_email', text)
        .addColumn('reception_opening_hours', text, (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();

      for (const table of ['building_managers', 'building_emergency_contacts']) {
        let t = create(table)
          .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
          .addColumn('name', text, (c) => c.notNull());
        t = table === 'building_managers' ? t.addColumn('position', text) : t.addColumn('type', text);
        await t
          .addColumn('email', text)
          .addColumn('phone', text)
          .addColumn('sort', int, (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex(`${table}_building`).on(table).columns(['building_id', 'sort']).execute();
      }

      await create('units')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unique_id', text, (c) => c.notNull().unique())
        .addColumn('number', text, (c) => c.notNull())
        .addColumn('identifier', text, (c) => c.notNull())
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('floor', int, (c) => c.notNull().defaultTo(0))
        .addColumn('area', 'real')
        .addColumn('has_parking', int, (c) => c.notNull().defaultTo(0))
        .addColumn('doorbell_enabled', int, (c) => c.notNull().defaultTo(0))
        .addColumn('doorbell_name', text, (c) => c.notNull().defaultTo(''))
        .addColumn('elevator_enabled', int, (c) => c.notNull().defaultTo(0))
        .addColumn('elevator_auto_on_card', int, (c) => c.notNull().defaultTo(0))
        .addColumn('elevator_auto_on_intercom', int, (c) => c.notNull().defaultTo(0))
        .addColumn('maintenance_note', text, (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('units_building_number').on('units').columns(['building_id', 'number']).execute();

      await create('unit_access')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id').onDelete('cascade'))
        .addColumn('role', text, (c) => c.notNull())
        .addColumn('valid_from', text)
        .addColumn('valid_until', text)
        .addUniqueConstraint('unit_access_user_unit', ['user_id', 'unit_id'])
        .execute();
      await db.schema.createIndex('unit_access_unit').on('unit_access').column('unit_id').execute();

      await create('building_roles')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('role', text, (c) => c.notNull())
        .addUniqueConstraint('building_roles_user_building', ['user_id', 'building_id'])
        .execute();
      await db.schema.createIndex('building_roles_building').on('building_roles').column('building_id').execute();

      await create('roles')
        .addColumn('code', text, (c) => c.notNull().unique())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('role_type', text, (c) => c.notNull())
        .addColumn('is_active', int, (c) => c.notNull().defaultTo(1))
        .execute();

      await create('permissions')
        .addColumn('code', text, (c) => c.notNull().unique())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('description', text, (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', int, (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_code', text, (c) => c.notNull().references('permissions.code').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_code'])
        .execute();

      await create('user_roles')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', int, (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('building_id', int, (c) => c.references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('cascade'))
        .addColumn('valid_from', text)
        .addColumn('valid_until', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_roles_user').on('user_roles').column('user_id').execute();

      await create('user_permissions')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('permission_code', text, (c) => c.notNull().references('permissions.code').onDelete('cascade'))
        .addColumn('granted', int, (c) => c.notNull().defaultTo(1))
        .addColumn('building_id', int, (c) => c.references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('cascade'))
        .addColumn('valid_from', text)
        .addColumn('valid_until', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_permissions_user').on('user_permissions').column('user_id').execute();

      await create('invitations')
        .addColumn('email', text)
        .addColumn('code', text, (c) => c.notNull().unique())
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('expires_at', text, (c) => c.notNull())
        .addColumn('is_used', int, (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', text)
        .addColumn('used_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('grants', text, (c) => c.notNull().defaultTo('[]'))
        .execute();

      await create('password_reset_tokens')
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', text, (c) => c.notNull().unique())
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('expires_at', text, (c) => c.notNull())
        .addColumn('used_at', text)
        .execute();

      await create('announcements')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('message', text, (c) => c.notNull())
        .addColumn('announcement_type', text, (c) => c.notNull())
        .addColumn('importance', text, (c) => c.notNull())
        .addColumn('valid_to', text)
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('announcements_building_created')
        .on('announcements')
        .columns(['building_id', 'created_at desc', 'id desc'])
        .execute();

      await create('audit_log')
        .addColumn('at', text, (c) => c.notNull())
        .addColumn('user_id', int)
        .addColumn('action', text, (c) => c.notNull())
        .addColumn('building_id', int)
        .addColumn('unit_id', int)
        .addColumn('target', text)
        .addColumn('outcome', text, (c) => c.notNull())
        .addColumn('detail', text)
        .execute();
      await db.schema.createIndex('audit_log_building_at').on('audit_log').columns(['building_id', 'at']).execute();

      await create('floorplans')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('floor', int, (c) => c.notNull())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('description', text)
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('access_level', text, (c) => c.notNull())
        .addColumn('file_path', text, (c) => c.notNull())
        .addColumn('original_name', text, (c) => c.notNull())
        .addColumn('mime_type', text, (c) => c.notNull())
        .addColumn('file_size', int, (c) => c.notNull())
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('floorplans_building_floor').on('floorplans').columns(['building_id', 'floor']).execute();

      await create('document_categories')
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('sort', int, (c) => c.notNull().defaultTo(0))
        .execute();

      await create('documents')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('title', text, (c) => c.notNull())
        .addColumn('description', text)
        .addColumn('category_id', int, (c) => c.references('document_categories.id').onDelete('set null'))
        .addColumn('entity_type', text, (c) => c.notNull())
        .addColumn('entity_id', int, (c) => c.notNull())
        .addColumn('visibility', text, (c) => c.notNull())
        .addColumn('file_path', text, (c) => c.notNull())
        .addColumn('original_name', text, (c) => c.notNull())
        .addColumn('mime_type', text, (c) => c.notNull())
        .addColumn('file_size', int, (c) => c.notNull())
        .addColumn('uploaded_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('documents_building_created')
        .on('documents')
        .columns(['building_id', 'created_at desc', 'id desc'])
        .execute();

      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', int, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email_notifications', int, (c) => c.notNull().defaultTo(1))
        .addColumn('push_notifications', int, (c) => c.notNull().defaultTo(0))
        .addColumn('theme', text, (c) => c.notNull().defaultTo('system'))
        .addColumn('language', text, (c) => c.notNull().defaultTo('cs'))
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
    },
  };
}
