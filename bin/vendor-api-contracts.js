#!/usr/bin/env node
// The command-line tool, from the compiled package (npm run build; npm test and npm pack build it too).
import { run } from "../dist/src/cli.js";

process.exit(await run(process.argv.slice(2)));
