// docs/simulator/README.md: the simulator over https, with the certificate it makes at start.
import { startSimulator } from "vendor-api-contracts/simulator";
import { get } from "node:https";

const secure = await startSimulator({ apis: ["code-hosting"], port: 0, tls: true });
const { cert, certFile } = secure.tls!; // trust this certificate, or the file that holds it
const status = await new Promise((resolve, reject) => {
  get(`${secure.urls["code-hosting"]}/api/v3/user`, { ca: cert, headers: { authorization: "Bearer t" } }, (answer) => resolve(answer.resume().statusCode)).on("error", reject);
});
console.log(secure.urls["code-hosting"], status, certFile);
await secure.stop();
