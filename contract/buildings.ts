import { z } from 'zod';

export const Building = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
});
export type Building = z.infer<typeof Building>;

export const BuildingListResponse = z.object({ buildings: z.array(Building) });
export const BuildingResponse = z.object({ building: Building });
