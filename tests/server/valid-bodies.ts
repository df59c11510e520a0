/**
 * Valid JSON bodies per operation (ids of Rezidence Vltava's demo rows), shared by the bad-input test
 * (each bad value is then the only thing wrong) and the authorization matrix (a write is refused for
 * who makes it, not for an empty body).
 */
/** A valid body per operation, so each bad value is the only thing wrong with the request. */
export const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /v1/auth/login/email': { email: 'admin@example.com', password: 'Heslo123' },
  'POST /v1/auth/register': { invitation_code: 'X', name: 'Jana', phone: '777 123 456', password: 'Heslo1234', email: 'j@example.com', note: 'n' },
  'POST /v1/auth/invitations/check': { invitation_code: 'X' },
  'POST /v1/users/password/reset': { email: 'admin@example.com' },
  'POST /v1/users/password/reset/confirm': { token: 'abc', new_password: 'Heslo1234' },
  'PATCH /v1/users/me': { name: 'Jana', phone: '777' },
  'POST /v1/users': { name: 'Nový', email: 'novy@example.com', phone: '777', password: 'Heslo1234', global_role: 'user' },
  'PUT /v1/users/:id': { name: 'Nový', email: 'novy2@example.com', phone: '777', password: 'Heslo1234', global_role: 'user' },
  'POST /v1/auth/invitations/create': {
    email: 'pozvany@example.com',
    expires_in_hours: 72,
    buildings: [{ building_id: 1, role: 'user', permission_role: 'TECHNICIAN', units: [{ unit_id: 1, role: 'tenant' }] }],
  },
  'POST /v1/users/:id/roles': { role_id: 1, building_id: 1, unit_id: 1, valid_from: '2026-01-01', valid_until: '2026-02-01' },
  'POST /v1/users/:id/permissions': { permission_code: 'door:open', building_id: 1, unit_id: 1, is_granted: true, valid_from: '2026-01-01', valid_until: '2026-02-01' },
  'PATCH /v1/users/:id/permissions/:assignmentId': { building_id: 1, unit_id: 1, is_granted: true, valid_from: '2026-01-01', valid_until: '2026-02-01' },
  'PUT /v1/users/:id/memberships/buildings/:buildingId': { role: 'user' },
  'PUT /v1/users/:id/memberships/units/:unitId': { role: 'tenant', valid_from: '2026-01-01', valid_until: '2026-02-01' },
  'POST /v1/buildings/:id/forum/topics': { title: 'Téma', content: 'Text' },
  'POST /v1/buildings/:id/forum/topics/:topicId/posts': { content: 'Text', parent_post_id: null },
  'PUT /v1/buildings/:id/forum/posts/:postId': { content: 'Text' },
  'PATCH /v1/users/me/settings': { email_notifications: true, theme: 'dark', language: 'cs' },
  'POST /v1/buildings/:id/utilities/cleaning/event': { action: 'record', started_at: '2025-03-03T07:00:00Z', finished_at: '2025-03-03T08:00:00Z', note: 'Schodiště' },
  // the reception desk: unit 1 is Rezidence Vltava's; an opening time an hour ago (within the last 7 days
  // whenever the suite runs); a close without `at` is now, after any opening, so the matrix's desk may close
  'POST /v1/buildings/:id/reception/visitors': { name: 'Host', unit_id: 1, purpose: 'Návštěva', arrived_at: new Date(Date.now() - 3_600_000).toISOString(), notify: true },
  'POST /v1/buildings/:id/reception/visitors/:entryId/check-out': {},
  'POST /v1/buildings/:id/reception/mail': { unit_id: 1, type: 'package', sender: 'PPL', note: 'Křehké', received_at: new Date(Date.now() - 3_600_000).toISOString(), notify: true },
  'POST /v1/buildings/:id/reception/mail/:entryId/collect': { collected_by: 'Soused' },
  'POST /v1/buildings/:id/reception/keys': { unit_id: 1, key_id: 'K-20 půda', borrower: 'Technik', purpose: 'Revize', borrowed_at: new Date(Date.now() - 3_600_000).toISOString(), notify: false },
  'POST /v1/buildings/:id/reception/keys/:entryId/return': {},
  'POST /v1/buildings/:id/announcements': { message: 'Ahoj', type: 'general', importance: 'normal', validTo: '2099-01-01' },
  'PUT /v1/buildings/:id/announcements/:announcementId': { message: 'Ahoj', type: 'general', importance: 'normal', validTo: '2099-01-01' },
  'PATCH /v1/buildings/:id/announcements/:announcementId': { message: 'Ahoj', valid_to: '2099-01-01', announcement_type: 'warning' },
  // unit 1 is the first demo unit, Rezidence Vltava's (the building of the path)
  'POST /v1/buildings/:id/parking/access-check': { license_plate: '1AB2345', unit_id: 1, direction: 'forward' },
  'POST /v1/buildings/:id/parking/gate-passes': { license_plate: '1AB2345', direction: 'reverse' },
  'PATCH /v1/buildings/:id/documents/:docId': { title: 'Řád', description: 'Popis', category_id: 1, entity_type: 'building', entity_id: 1, visibility: 'public' },
  'PATCH /v1/buildings/:id/floorplans/:planId': { floor: 1, name: 'Plán', description: 'Popis', type: 'public', access_level: 'public' },
  'PATCH /v1/buildings/:buildingId/units/:unitId': {
    features: { doorbell: { enabled: true, name: 'Novák' }, elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } },
    maintenance_note: 'Poznámka',
  },
  'PUT /v1/buildings/:id/info': {
    details: { type: 'association', construction_year: 1990, reconstruction_year: 2010, floor_count: 5, elevator_count: 1, parking: { visitor_spots: 1, resident_spots: 2, garage_count: 3 } },
    managers: [{ name: 'Jan', position: 'Správce', email: 'jan@example.com', phone: '777 000 111' }],
    emergency_contacts: [{ name: 'Voda', type: 'water', phone: '800 100 200', email: 'voda@example.com' }],
    reception: { is_present: true, location: 'Přízemí', phone: '777', email: 'r@example.com', opening_hours: { monday: [{ from: '08:00', to: '12:00' }] } },
  },
  'POST /v1/buildings/:id/proxy': { endpoint: 'api/v1/parking/access-check', method: 'POST', unit_id: 1, body: { license_plate: '1AB2345', unit_id: 1 } },
  'POST /v1/buildings/:id/units/:unitId/license-plates': { license_plate: '9ZZ9999', name: 'Auto', email: 'a@example.com', valid_to: '2099-01-01', note: 'n', type: 'temporary' },
  'PUT /v1/buildings/:id/units/:unitId/license-plates/:plateId': { license_plate: '9ZZ9999', name: 'Auto', email: 'a@example.com', valid_to: '2099-01-01', note: 'n', type: 'temporary' },
  'POST /v1/buildings/:id/units/:unitId/parking-spaces': { name: 'P-1', location: 'Řada A', floor: -1 },
  'POST /v1/units/:id/set-parking': { has_parking: true },
  // no input: only the whole body can be wrong (an array, a text, null…)
  'POST /v1/buildings/:id/doors/:doorId/toggle': {},
  'POST /v1/buildings/:id/units/:unitId/qr-codes': {
    emails: ['host@example.org'],
    unit_id: 1,
    access_type: 'time_limited',
    recipient_name: 'Host',
    autoelevator: 1,
    valid_from: '2030-01-01T08:00:00Z',
    valid_to: '2030-01-01T18:00:00Z',
  },
  'POST /v1/buildings/:id/units/:unitId/qr-codes/deactivate': { unit_id: 1, qr_code: 'A'.repeat(32), email: 'host@example.org' },
  'POST /v1/buildings/:id/device-keys': { label: 'Čtečka' },
  // sent with the building's device key (headersOf.admin), so the body is what is judged
  'POST /v1/devices/qr/scan': { qr_code: 'A'.repeat(32), door_id: 1 },
  'POST /v1/buildings/:id/utilities/fire-alarm': { endpoint: 'zones', method: 'GET' },
  'POST /v1/graphql': { query: '{ board { generated_at } }', variables: {}, operationName: null },
  // the heatmap's descriptor: its params are judged by the heatmap route's own query schema
  'POST /v1/buildings/:id/sensor-proxy': { endpoint: 'api/heatmap-data', method: 'GET', params: { data_type: 'temperature', hours: 24 } },
  'POST /v1/buildings/:id/utilities/sensors': { endpoint: 'api/heatmap-data', method: 'GET', params: { data_type: 'co', hours: 12 } },
  // sent with the building's device key (headersOf.admin); a door contact's state only, so every number here is an id
  'POST /v1/devices/sensors/readings': { readings: [{ sensor_id: 1, state: 'open' }] },
  'POST /v1/buildings/:id/fire-alarm/zones/:zoneId/acknowledge': { note: 'Planý poplach' },
  // sent with the building's device key too (headersOf.admin): the fire panel's report
  'POST /v1/devices/fire/zones/:zoneId': { status: 1 },
  'POST /v1/buildings/:id/issues/:issueId/status': { status: 'in_progress', reason: 'Začínáme' },
  'POST /v1/buildings/:id/issues/:issueId/assign': { assignee_id: 1 },
  'POST /v1/buildings/:id/issues/:issueId/comments': { content: 'Také to vidím', is_internal: false },
  // multipart uploads: text fields (the file is added by the test)
  'POST /v1/buildings/:id/issues/:issueId/attachments': {},
  'POST /v1/buildings/:id/documents': { title: 'Řád', description: 'Popis', entity_type: 'building', visibility: 'public', category_id: '1' },
  'POST /v1/buildings/:id/floorplans': { floor: '1', name: 'Plán', description: 'Popis', type: 'public', access_level: 'public' },
  'POST /v1/buildings/:id/issues': { data: JSON.stringify({ title: 'Kape voda', description: 'Ve sklepě', type: 'fault', priority: 'high', location_type: 'unit', unit_id: 1 }) },
  // unit 1 is Rezidence Vltava's; the category is left out (0 means none, so it is no bad id)
  'PATCH /v1/buildings/:id/issues/:issueId': { title: 'Kape voda', description: 'Ve sklepě', type: 'fault', priority: 'high', location_type: 'unit', unit_id: 1 },
};
