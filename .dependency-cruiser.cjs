/**
 * The layers of src/ (docs/maintaining.md, "Layout"), as rules over the import graph that
 * test/architecture.test.ts checks: no cycle, type imports included, and no layer reaching up.
 *   contract  the registry, documents, validators, error shapes  (imports nothing above)
 *   clients   typed fetch clients                                 (contract only, and not the validator compiler)
 *   servers   the HTTP front of the mock, the proxy, the simulator (contract)
 *   simulator the core, its adapters and the services            (contract, servers)
 *   cli       the command line                                   (anything)
 *   console   the page at /__console/, in a browser              (the control client and the APIs' registry)
 */
const layer = (name) => `^src/${name}/`;
module.exports = {
  forbidden: [
    { name: "no-cycle", severity: "error", from: {}, to: { circular: true } },
    { name: "contract-is-the-base", severity: "error", from: { path: layer("contract") }, to: { path: "^src/(clients|servers|simulator|cli)/" } },
    { name: "clients-use-the-contract-only", severity: "error", from: { path: layer("clients") }, to: { path: "^src/(servers|simulator|cli)/" } },
    {
      name: "clients-carry-no-compiler",
      comment: "a client's browser bundle carries neither ajv's compiler nor the contracts it compiles (request-validation.ts is the opt-in validator)",
      severity: "error",
      from: { path: "^src/clients/(client|client-public|errors|retry|code-hosting|social-graph|event-management|compute|search)\\.ts$" },
      to: { path: ["^src/contract/(schemas|schema-compiler|validate|documents)\\.ts$", "^node_modules/ajv/dist/(2020|ajv|core|compile/)"], reachable: true },
    },
    { name: "servers-below-the-simulator", severity: "error", from: { path: layer("servers") }, to: { path: "^src/(simulator|cli|clients)/" } },
    { name: "simulator-below-the-cli", severity: "error", from: { path: layer("simulator") }, to: { path: "^src/(cli|clients|console)/" } },
    {
      name: "console-is-a-control-client",
      comment:
        "the console runs in a browser and reaches the simulator only through its control API: the control client, its types, the near misses, and the exact JSON the control API speaks",
      severity: "error",
      from: { path: layer("console") },
      to: { path: "^src/(servers|cli|clients)/|^src/simulator/(?!(control|control-types|verification)\\.ts$)|^src/contract/(?!(apis|exact-json)\\.ts$)|^node:" },
    },
    {
      name: "services-use-generated-types",
      comment: "a service takes its contract types from generated/<api>/types.ts, never from a client module",
      severity: "error",
      from: { path: "^src/simulator/services/" },
      to: { path: "^src/clients/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
