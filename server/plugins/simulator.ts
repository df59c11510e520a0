import fp from 'fastify-plugin';
import { realClock } from '../simulator/clock';
import { startGateSimulator, type GateSimulator } from '../simulator/gate-simulator';
import { databaseTraffic } from '../simulator/gate-source';
import { startDoorSimulator, type DoorSimulator } from '../simulator/door-simulator';
import { databaseDoors } from '../simulator/door-source';
import { startQrSimulator, type QrSimulator } from '../simulator/qr-simulator';
import { databaseQrTraffic } from '../simulator/qr-source';
import { startFireSimulator, type FireSimulator } from '../simulator/fire-simulator';
import { databaseFire } from '../simulator/fire-source';
import { startSensorSimulator, type SensorSimulator } from '../simulator/sensor-simulator';
import { databaseSensors } from '../simulator/sensor-source';

/**
 * Runs the device simulator in `npm start` (SIMULATOR=true), on the instance that does background
 * work: ROLE=worker or all, never a pure API instance, so a scaled-out deployment with one worker
 * simulates each gate, door and sensor once. Tests build the app with SIMULATOR=false and drive devices themselves.
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (!config.simulator || config.role === 'api') return;
    // the process's clock; a test hands in its own (config.simulatorClock, a test seam)
    const clock = config.simulatorClock ?? realClock;
    let gates: GateSimulator | null = null;
    let doors: DoorSimulator | null = null;
    let qr: QrSimulator | null = null;
    let fire: FireSimulator | null = null;
    let sensors: SensorSimulator | null = null;
    app.addHook('onReady', async () => {
      gates = startGateSimulator(databaseTraffic({ db: app.db, bus: app.bus, files: app.files }), {
        clock,
        perHour: config.simulatorGatePerHour,
        onError: (err) => app.log.error({ err }, 'gate simulator: a pass failed'),
      });
      doors = startDoorSimulator(databaseDoors({ db: app.db, bus: app.bus }), {
        clock,
        perHour: config.simulatorDoorPerHour,
        onError: (err) => app.log.error({ err }, 'door simulator: a door failed'),
      });
      qr = startQrSimulator(databaseQrTraffic({ db: app.db, bus: app.bus }), {
        clock,
        perHour: config.simulatorQrPerHour,
        onError: (err) => app.log.error({ err }, 'QR simulator: a read failed'),
      });
      fire = startFireSimulator(databaseFire({ db: app.db, bus: app.bus }), {
        clock,
        perDay: config.simulatorFirePerDay,
        onError: (err) => app.log.error({ err }, 'fire simulator: a zone change failed'),
      });
      sensors = startSensorSimulator(databaseSensors({ db: app.db, bus: app.bus }), {
        clock,
        everyS: config.simulatorSensorIntervalS,
        onError: (err) => app.log.error({ err }, 'sensor simulator: a round of readings failed'),
      });
      app.log.info(
        { gatePerHour: config.simulatorGatePerHour, doorPerHour: config.simulatorDoorPerHour, qrPerHour: config.simulatorQrPerHour, firePerDay: config.simulatorFirePerDay, sensorIntervalS: config.simulatorSensorIntervalS },
        'device simulator started',
      );
    });
    app.addHook('onClose', async () => {
      await gates?.stop();
      await doors?.stop();
      await qr?.stop();
      await fire?.stop();
      await sensors?.stop();
    });
  },
  { name: 'simulator', dependencies: ['db', 'bus', 'files'] },
);
