import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { USERS, type TestApp } from './harness';

/**
 * Creates something (document, floor plan, announcement, device key, issue) as the building administrator and answers
 * its id: the tables that walk every route need their own rows to read, change and delete.
 */
export async function created(t: TestApp, url: string, body: { payload: InjectOptions['payload']; headers?: Record<string, string> }) {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...(await t.as(USERS.buildingAdmin)), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return (json.data?.issue ?? json.data ?? json.floorplan ?? json.announcement ?? json.device_key).id as number;
}
