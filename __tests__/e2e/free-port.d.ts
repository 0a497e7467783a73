/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number>;
