import { badRequest } from '../../lib/http-error';

/**
 * Spec 001 §7's fire descriptor: `{endpoint: 'zones', method: 'GET'}` is the only one there is;
 * anything else is a 400 naming what is wrong (before the building is looked at).
 */
export function checkFireDescriptor(endpoint: string, method: string): void {
  if (endpoint !== 'zones') throw badRequest('server.fire.proxy_endpoint_unknown');
  if (method.toUpperCase() !== 'GET') throw badRequest('server.fire.proxy_method_not_allowed', { method: method.slice(0, 10) });
}
