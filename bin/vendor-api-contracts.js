#!/usr/bin/env node
// The command-line tool, from the compiled package (npm run build; npm ci builds it too).
import "../dist/src/cli.js";
