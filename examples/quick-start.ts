// The README's quick start: a typed client calling the simulator that `npx vendor-api-contracts serve`
// runs (CODE_HOSTING_URL, where it listens elsewhere than on its own port).
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

const baseUrl = process.env.CODE_HOSTING_URL ?? "http://127.0.0.1:4010";
const client = createCodeHostingClient({ baseUrl, auth: "any-token" });
const { data: user } = await client.GET("/user");
console.log(user?.login); // octocat
