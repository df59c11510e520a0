import { z } from 'zod';
import { Id, Text } from './common';

export const PROXY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The building proxy's body (spec 000 §7 "Parking and vehicles", spec 001 §7): the named endpoint
 * is matched against a fixed table of targets (server/devices/proxy-targets.ts); nothing else is
 * ever reached. The unit is named by id or by number; the caller's right to it is checked first.
 */
export const ProxyInput = z.object({
  endpoint: Text().min(1).max(300),
  method: z
    .string()
    .meta({ description: 'GET, POST, PUT, PATCH or DELETE, in any case' })
    .transform((m) => m.toUpperCase())
    .pipe(z.enum(PROXY_METHODS, 'server.proxy.method_invalid'))
    .default('GET'),
  unit_id: z.union([Id, z.string().regex(/^\d{1,10}$/).transform(Number).pipe(Id)]).optional(),
  unit_number: Text().trim().min(1).max(20).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type ProxyInput = z.input<typeof ProxyInput>;
