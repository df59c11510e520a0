import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledSerializer, fastSerializerOf } from '../../server/lib/serializer';
import { Unit } from '../../contract/units';
import { BuildingInfo } from '../../contract/building-info';

/**
 * The app's compiled response serializer (server/lib/serializer.ts) against zod's own: the same
 * JSON for what our routes send, unknown properties dropped, null kept, and under `verify` a
 * value that zod refuses is refused instead of being coerced into something plausible.
 */

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compile = (schema: z.ZodType, verify = false) => compiledSerializer({ verify })(route(schema));
const zodWrites = (schema: z.ZodType, data: unknown) => zodSerializerCompiler(route(schema) as never)(data);

const UNIT = {
  id: 1,
  unique_id: 'VLT-1',
  number: '1',
  identifier: 'VLT-1',
  type: 'apartment',
  type_name: 'Byt',
  floor: 0,
  area: null,
  has_parking: false,
  building: { id: 1, name: 'Vltavská' },
  access: { role: 'owner', valid_from: null },
  features: { doorbell: { enabled: true, name: 'Novák' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: true } },
};

describe('compiled response serializer', () => {
  it('drops unknown properties at every depth, keeps null and leaves out an undefined optional field', () => {
    const schema = z.object({ units: z.array(Unit) });
    const sent = { units: [{ ...UNIT, secret: 'x', building: { ...UNIT.building, code: 'VLT' }, maintenance_note: undefined }] };
    const json = JSON.parse(compile(schema)(sent));
    expect(json).toStrictEqual({ units: [UNIT] });
    expect(json.units[0].area).toBeNull();
    expect('maintenance_note' in json.units[0]).toBe(false);
    expect(json).toStrictEqual(JSON.parse(zodWrites(schema, sent)));
  });

  it('writes what zod writes for nullable objects, enums, literals, optional fields and records', () => {
    const schema = z.object({ status: z.literal('success'), units: z.array(Unit), building: BuildingInfo.nullable() });
    const building = {
      id: 1,
      name: 'Vltavská',
      address: 'Praha',
      image_url: null,
      details: { type: null, construction_year: 1999, reconstruction_year: null, floor_count: 5, elevator_count: null, parking: { visitor_spots: null, resident_spots: 2, garage_count: null } },
      managers: [{ id: 1, name: 'Jan', position: null, email: 'jan@example.com', phone: null }],
      emergency_contacts: [],
      reception: { is_present: true, location: null, phone: null, email: null, opening_hours: { monday: [{ from: '08:00', to: '12:00' }], sunday: [] } },
      updated_at: null,
    };
    for (const data of [
      { status: 'success', units: [UNIT, { ...UNIT, access: null, maintenance_note: 'Kotel' }], building },
      { status: 'success', units: [], building: null },
    ]) {
      expect(JSON.parse(compile(schema)(data))).toStrictEqual(JSON.parse(zodWrites(schema, data)));
    }
  });

  it('refuses a missing required field, as zod does', () => {
    const { area: _area, ...withoutArea } = UNIT;
    expect(() => compile(Unit)(withoutArea)).toThrow(/area/);
  });

  it('under verify, refuses every value zod refuses instead of writing a plausible one', () => {
    const schema = z.object({ n: z.number(), s: z.string(), b: z.boolean(), status: z.literal('success'), at: z.string().nullable() });
    const good = { n: 1.5, s: 'a', b: true, status: 'success', at: null };
    expect(JSON.parse(compile(schema, true)(good))).toStrictEqual(good);
    const wrong = [{ n: null }, { n: '12' }, { s: 12 }, { s: null }, { b: 1 }, { b: 'false' }, { status: 'failure' }, { at: 5 }];
    for (const change of wrong) {
      const data = { ...good, ...change };
      expect(() => zodWrites(schema, data), JSON.stringify(change)).toThrow();
      expect(() => compile(schema, true)(data), JSON.stringify(change)).toThrow();
    }
    // without verify (production) a literal and a fraction are written as they are, never rewritten
    expect(JSON.parse(compile(schema)({ ...good, status: 'failure' })).status).toBe('failure');
    expect(JSON.parse(compile(z.object({ n: z.number().int() }))({ n: 1.5 })).n).toBe(1.5);
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", () => {
    // a codec: the route hands over a Date, zod encodes it as an ISO string
    const IsoDate = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const schema = z.object({ at: IsoDate, when: z.date() });
    expect(fastSerializerOf(schema)).toBeNull();
    const write = compile(schema);
    const at = new Date('2026-11-23T10:00:00.000Z');
    expect(write({ at, when: at })).toBe(zodWrites(schema, { at, when: at }));
    expect(JSON.parse(write({ at, when: at })).at).toBe('2026-11-23T10:00:00.000Z');
    expect(() => write({ at: 'yesterday', when: at })).toThrow();
  });

  it('sends a string body with a JSON content type as it is (the pre-built /units/my answer)', async () => {
    const app = Fastify();
    app.setSerializerCompiler(compiledSerializer({ verify: true }));
    const schema = z.object({ units: z.array(Unit) });
    const prebuilt = '{"units":[],"written":"by SQLite"}';
    app.get('/prebuilt', { schema: { response: { 200: schema } } }, (_req, reply) =>
      reply.type('application/json; charset=utf-8').send(prebuilt),
    );
    app.get('/object', { schema: { response: { 200: schema } } }, async () => ({ units: [], extra: 1 }));
    const prebuiltRes = await app.inject({ url: '/prebuilt' });
    expect(prebuiltRes.body).toBe(prebuilt);
    expect(prebuiltRes.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await app.inject({ url: '/object' })).body).toBe('{"units":[]}');
    await app.close();
  });
});
