/** Booleans are stored as 0/1 integers and timestamps as ISO text so both engines agree. */
export type Flag = number;
export type Ts = string;
