const { createSimulator } = await import("../dist/src/simulator/in-process.js" as string);
const headers = { authorization: "Bearer bench", accept: "application/vnd.vendor+json" };
const exchange = { method: "GET", url: "/repos/octocat/socm/import", headers: { host: "127.0.0.1:4010", connection: "keep-alive", ...headers }, self: "http://127.0.0.1:4010" };
async function prep(journalSize?: number) {
  const simulator = createSimulator({ apis: ["code-hosting"], strict: true, journalSize });
  await simulator.fetch(`${simulator.urls["code-hosting"]}/repos/octocat/socm/import`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }) });
  return simulator.cores[0];
}
function syncRate(call: () => unknown, seconds = 0.5): number {
  for (const until = performance.now() + 200; performance.now() < until; ) call();
  let calls = 0;
  const start = performance.now();
  while (performance.now() < start + seconds * 1000) { for (let i = 0; i < 1000; i++) call(); calls += 1000; }
  return calls / ((performance.now() - start) / 1000);
}
const off = await prep(0), on = await prep();
const results: Record<string, number[]> = {};
const variants: [string, any, number][] = [["off", off, 0], ["full", on, 0], ["no evict writes", on, 4], ["no dedupe", on, 5]];
for (let round = 0; round < 6; round++) for (const [name, core, exp] of variants) { (globalThis as any).EXP = exp; (results[name] ??= []).push(1e6 / syncRate(() => core.serve(exchange, ""))); }
for (const [name, values] of Object.entries(results)) { values.sort((a, b) => a - b); console.log(name.padEnd(20), values.map((v) => v.toFixed(2)).join(" ")); }
