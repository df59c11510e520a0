import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ParkingSpaceInput,
  ParkingSpaceListResponse,
  ParkingSpaceResponse,
  PlatePathParams,
  PlateSearchQuery,
  PlateSearchResponse,
  SetParkingInput,
  SetParkingResponse,
  UnitPathParams,
  VehicleInput,
  VehicleListResponse,
  VehicleResponse,
  VehicleUpdate,
} from '../../../contract/parking';
import { IdParam, OkResponse } from '../../../contract/common';
import { sortVehicles } from '../../../contract/rules/parking';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { activeUnitsIn } from '../../access/engine';
import { isParkingStaff, parkingUnitAccessById, requireParkingUnit, requirePlateChanger } from '../../domain/parking/unit-access';
import { listUnitPlates, presentPlate, searchBuildingPlates } from '../../domain/parking/vehicle-repository';
import { createVehicle, deleteVehicle, plateKey, updateVehicle } from '../../domain/parking/vehicles';
import { createSpace, listUnitSpaces } from '../../domain/parking/spaces';
import { setUnitParking } from '../../domain/parking/unit-parking';

const tags = ['parking'];

/**
 * A unit's licence plates and parking spaces, finding a plate in a building, and the unit's parking
 * switch (spec 000 §3–§5, §7 "Parking and vehicles"; issue 9). The unit's people and the building's
 * parking staff reach a unit (domain/parking/unit-access.ts); spaces and the switch are staff's.
 */
const parkingVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buildings/:id/units/:unitId/license-plates',
    { schema: { tags, params: UnitPathParams, response: { 200: VehicleListResponse } } },
    async (req) => {
      const { unit } = await requireParkingUnit(req, req.params.id, req.params.unitId);
      const rows = await listUnitPlates(app.db, unit.id);
      return { license_plates: sortVehicles(rows.map(presentPlate), null) };
    },
  );

  app.post(
    '/buildings/:id/units/:unitId/license-plates',
    // whoever reaches the unit may add a plate (no 403); a plate active elsewhere or no parking is a 409
    { config: { forbids: false, conflicts: true }, schema: { tags, params: UnitPathParams, body: VehicleInput, response: { 201: VehicleResponse } } },
    async (req, reply) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      const license_plate = await createVehicle(app.db, app.bus, access, req.body);
      return reply.status(201).send({ license_plate });
    },
  );

  app.put(
    '/buildings/:id/units/:unitId/license-plates/:plateId',
    { config: { forbids: false, conflicts: true }, schema: { tags, params: PlatePathParams, body: VehicleUpdate, response: { 200: VehicleResponse } } },
    async (req) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      return { license_plate: await updateVehicle(app.db, app.bus, access, plateKey(req.params.plateId), req.body) };
    },
  );

  app.delete(
    '/buildings/:id/units/:unitId/license-plates/:plateId',
    { config: { forbids: false }, schema: { tags, params: PlatePathParams, response: { 200: OkResponse } } },
    async (req) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      await deleteVehicle(app.db, app.bus, access, plateKey(req.params.plateId));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/buildings/:id/units/:unitId/parking-spaces',
    { schema: { tags, params: UnitPathParams, response: { 200: ParkingSpaceListResponse } } },
    async (req) => {
      const { unit } = await requireParkingUnit(req, req.params.id, req.params.unitId);
      return { parking_spaces: await listUnitSpaces(app.db, unit.id) };
    },
  );

  app.post(
    '/buildings/:id/units/:unitId/parking-spaces',
    // staff only (403 for the unit's own people); a unit without parking is a 409
    { config: { conflicts: true }, schema: { tags, params: UnitPathParams, body: ParkingSpaceInput, response: { 201: ParkingSpaceResponse } } },
    async (req, reply) => {
      const access = await requireParkingUnit(req, req.params.id, req.params.unitId);
      const parking_space = await createSpace(app.db, app.bus, access, req.body);
      return reply.status(201).send({ parking_space });
    },
  );

  app.get(
    '/buildings/:id/license-plates',
    { schema: { tags, params: IdParam, querystring: PlateSearchQuery, response: { 200: PlateSearchResponse } } },
    async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      const { profile } = authOf(req);
      // staff find any plate of the building, a resident only those of their own units
      const unitIds = isParkingStaff(profile, buildingId) ? null : activeUnitsIn(profile, buildingId).map((u) => u.unitId);
      if (unitIds !== null && unitIds.length === 0) return { license_plates: [] };
      const rows = await searchBuildingPlates(app.db, buildingId, req.query.search, unitIds);
      return { license_plates: rows.map((r) => ({ ...presentPlate(r), unit_number: r.unit_number })) };
    },
  );

  app.post(
    '/units/:id/set-parking',
    // staff only: the unit's own people see the unit, so theirs is a 403
    { config: { forbids: true }, schema: { tags, params: IdParam, body: SetParkingInput, response: { 200: SetParkingResponse } } },
    async (req) => {
      const access = await parkingUnitAccessById(app.db, authOf(req).profile, req.params.id);
      return { status: 'success' as const, unit: await setUnitParking(app.db, app.bus, access, req.body.has_parking) };
    },
  );
};

export default parkingVehicleRoutes;
