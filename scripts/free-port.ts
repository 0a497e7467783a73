import net from "node:net";

/**
 * A free TCP port on the loopback interface, as the system assigns one (its ephemeral range): never one of the ports
 * browsers and fetch refuse (4045, 3659, 4190…, all below that range), as a port picked at random from a fixed range could be.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
