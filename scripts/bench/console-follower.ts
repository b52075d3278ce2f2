/**
 * A console left open on a simulator, in a process of its own as a browser's page would be: it
 * follows the journals as the page does (src/console/follow.ts) and reads the clock at each change
 * and every second, as the page's header does. For the benchmark's "console following" rows;
 * `npx tsx scripts/bench/console-follower.ts <simulator URL>`, stopped with SIGTERM, when it
 * prints how many requests it read.
 */
import type { ApiId } from "../../src/contract/apis.js";
import { follow } from "../../src/console/follow.js";
import { createControlClient } from "../../src/simulator/control.js";

const url = process.argv[2];
if (!url) throw new Error("usage: tsx scripts/bench/console-follower.ts <simulator URL>");
const home = createControlClient(url);
let read = 0;
let failures = 0;
const clock = () => void home.clock().catch(() => failures++);
const following = follow(home, (api: ApiId) => createControlClient(`${url}/__apis/${api}`), {
  requests: (entries) => void (read += entries.length),
  cleared() {},
  changes: clock,
  failed: () => void failures++,
});
const ticking = setInterval(clock, 1000);
console.log("following");
process.on("SIGTERM", () => {
  following.stop();
  clearInterval(ticking);
  console.log(JSON.stringify({ read, failures }));
  process.exit(0);
});
