/**
 * The anchor of the socket benchmark: plain node:http answering every request with one recorded
 * answer (status, headers and body, given as JSON in the first argument), written as the
 * simulator writes its own. Prints its URL.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const { status, headers, text } = JSON.parse(process.argv[2]!) as { status: number; headers: Record<string, string>; text: string };
const server = createServer((request, response) => {
  // Read the request to its end, as any server must, then answer.
  request.resume();
  response.writeHead(status, headers).end(text);
});
server.listen(0, "127.0.0.1", () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
