/** The envelope of every live event (DESIGN.md, Live). */
export interface LiveEvent<T = unknown> {
  type: string;
  building_id: number;
  seq: number;
  at: string;
  data: T;
}
