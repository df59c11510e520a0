/**
 * The ids the palette and the sensors screen share, with no imports: commands.ts loads with the
 * palette.
 */

/** What the sensors screen tells the palette (commands/screenContext.ts): true while the building has garage sensors. */
export const SCREEN_GARAGE = 'sensors.garage';
