/** One truth per door (issue 29 §2): the pairing rule both the board's tiles and the portfolio count use. */
import { describe, expect, it } from 'vitest';
import { contactIsOpen, doorIsOpen, pairDoorContacts } from '../../contract/rules/door-contacts';

const door = (id: number, name: string) => ({ id, name });
const sensor = (id: number, name: string, type: string | null = 'door') => ({ id, name, type });

describe('pairing doors with their contact sensors', () => {
  it('pairs a contact named after its door, with or without a prefix, ignoring case and accents', () => {
    const doors = [door(1, 'Hlavní vchod'), door(2, 'Garáž')];
    const { sensorOfDoor, doorOfSensor } = pairDoorContacts(doors, [sensor(10, 'Dveře – hlavni VCHOD'), sensor(11, 'garaz')]);
    expect(sensorOfDoor.get(1)?.id).toBe(10);
    expect(sensorOfDoor.get(2)?.id).toBe(11);
    expect(doorOfSensor.get(10)?.id).toBe(1);
  });

  it('pairs nothing that is ambiguous or not a contact', () => {
    const doors = [door(1, 'Vchod'), door(2, 'Sklep'), door(3, 'Sklep')];
    const { sensorOfDoor } = pairDoorContacts(doors, [
      sensor(10, 'A – Vchod'),
      sensor(11, 'B – Vchod'), // two contacts for one door
      sensor(12, 'Dveře – Sklep'), // two doors of that name
      sensor(13, 'Vchod', 'temperature'), // not a contact
    ]);
    expect(sensorOfDoor.size).toBe(0);
  });
});

describe('whether a door stands open', () => {
  it('is open when the lock or the paired contact says so, and only a known reading counts', () => {
    expect(doorIsOpen(true, undefined)).toBe(true);
    expect(doorIsOpen(false, 'open')).toBe(true);
    expect(doorIsOpen(false, 'closed')).toBe(false);
    expect(doorIsOpen(false, null)).toBe(false);
    expect(doorIsOpen(false, 'ajar')).toBe(false);
    expect(contactIsOpen('ajar')).toBeNull();
  });
});
