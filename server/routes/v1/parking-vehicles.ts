import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUnitPlate,
  createUnitSpace,
  deleteUnitPlate,
  listUnitPlates as listPlatesRoute,
  listUnitSpaces as listSpacesRoute,
  searchPlates,
  setUnitParking as setParkingRoute,
  updateUnitPlate,
} from '../../../contract/routes/parking';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { parkingUnitAccessById, requireParkingUnit, requirePlateChanger } from '../../domain/parking/unit-access';
import { findPlates, unitPlates } from '../../domain/parking/plate-lists';
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
  app.route({
    ...(await tableRoute(listPlatesRoute, tags)),
    handler: async (req) => {
      const { unit } = await requireParkingUnit(req, req.params.id, req.params.unitId);
      return { license_plates: await unitPlates(app.db, unit.id) };
    },
  });

  app.route({
    ...(await tableRoute(createUnitPlate, tags)),
    handler: async (req, reply) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      const license_plate = await createVehicle(app.db, app.bus, access, req.body);
      return reply.status(201).send({ license_plate });
    },
  });

  app.route({
    ...(await tableRoute(updateUnitPlate, tags)),
    handler: async (req) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      return { license_plate: await updateVehicle(app.db, app.bus, access, plateKey(req.params.plateId), req.body) };
    },
  });

  app.route({
    ...(await tableRoute(deleteUnitPlate, tags)),
    handler: async (req) => {
      const access = requirePlateChanger(await requireParkingUnit(req, req.params.id, req.params.unitId));
      await deleteVehicle(app.db, app.bus, access, plateKey(req.params.plateId));
      return { status: 'success' as const };
    },
  });

  app.route({
    ...(await tableRoute(listSpacesRoute, tags)),
    handler: async (req) => {
      const { unit } = await requireParkingUnit(req, req.params.id, req.params.unitId);
      return { parking_spaces: await listUnitSpaces(app.db, unit.id) };
    },
  });

  app.route({
    ...(await tableRoute(createUnitSpace, tags)),
    handler: async (req, reply) => {
      const access = await requireParkingUnit(req, req.params.id, req.params.unitId);
      const parking_space = await createSpace(app.db, app.bus, access, req.body);
      return reply.status(201).send({ parking_space });
    },
  });

  app.route({
    ...(await tableRoute(searchPlates, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return { license_plates: await findPlates(app.db, authOf(req).profile, req.params.id, req.query.search) };
    },
  });

  app.route({
    ...(await tableRoute(setParkingRoute, tags)),
    handler: async (req) => {
      const access = await parkingUnitAccessById(app.db, authOf(req).profile, req.params.id);
      return { status: 'success' as const, unit: await setUnitParking(app.db, app.bus, access, req.body.has_parking) };
    },
  });
};

export default parkingVehicleRoutes;
