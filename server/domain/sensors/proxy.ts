/**
 * The sensor proxy's descriptor (spec 001 §7): which read it names and the query it carries, judged
 * before the building is looked at, so a refused one says nothing about the building either.
 */
import type { ValidationIssue } from '../../../contract/rules/validation';
import { SENSOR_ENDPOINTS, SENSOR_PROXY_METHOD, type SensorEndpoint } from '../../../contract/rules/sensors';
import { badRequest } from '../../lib/http-error';
import { SENSOR_READS, type SensorRead } from './reads';

/** A descriptor's endpoint as the table names it: a leading '/' is tolerated, nothing else is. */
function endpointOf(raw: string): SensorEndpoint | null {
  const endpoint = raw.startsWith('/') ? raw.slice(1) : raw;
  return (SENSOR_ENDPOINTS as readonly string[]).includes(endpoint) ? (endpoint as SensorEndpoint) : null;
}

export interface ProxyDescriptor {
  endpoint: string;
  method: string;
  params?: Record<string, unknown>;
}

/**
 * The read the descriptor names and its checked query; a 400 naming what is wrong otherwise
 * (`describe` words a refused param as the API words every validation issue).
 */
export async function readOfDescriptor(descriptor: ProxyDescriptor, describe: (issue: ValidationIssue) => string): Promise<{ read: SensorRead; query: Record<string, unknown> }> {
  const endpoint = endpointOf(descriptor.endpoint);
  if (!endpoint) throw badRequest('server.sensors.proxy_endpoint_unknown');
  const { method } = descriptor;
  if (method.toUpperCase() !== SENSOR_PROXY_METHOD) throw badRequest('server.sensors.proxy_method_not_allowed', { method: method.slice(0, 10) });
  const read = SENSOR_READS[endpoint];
  const { query: schema } = await read.route.schemas();
  const query = schema!.safeParse(descriptor.params ?? {});
  if (!query.success) {
    const issue = query.error.issues[0];
    throw badRequest(describe({ ...issue, path: ['params', ...issue.path.map(String)] }));
  }
  return { read, query: query.data as Record<string, unknown> };
}
