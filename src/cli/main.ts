/**
 * The package's command-line tool: serve mocks, run a validating proxy, validate payloads, list
 * operations. Exit codes: 0 success or valid, 1 invalid payload, 2 usage error.
 */
import { pathToFileURL } from "node:url";
import { packageVersion } from "../contract/version.js";
import { didYouMean } from "../contract/closest.js";
import { help, name, UsageError } from "./arguments.js";
import { health } from "./health.js";
import { list } from "./list.js";
import { proxy } from "./proxy.js";
import { serve } from "./serve.js";
import { validate } from "./validate.js";

const commands = ["serve", "mock", "proxy", "validate", "list", "health"];

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "serve":
    case "mock":
      return serve(rest, command);
    case "proxy":
      return proxy(rest);
    case "validate":
      return validate(rest);
    case "list":
      return list(rest);
    case "health":
      return health(rest);
    case "--version":
    case "-v":
      console.log(packageVersion);
      return 0;
    case "--help":
    case "-h":
    case "help":
      return help("main");
    case undefined:
      throw new UsageError(`a command is missing: ${commands.join(", ")}`, "main");
    default:
      throw new UsageError(
        `unknown command "${command}"${didYouMean(command, commands) || `; the commands are ${commands.join(", ")}`}`,
        "main",
      );
  }
}

/** A command as the bin runs it: its exit code, and on a failure its message alone (no stack trace). */
export async function run(args: string[]): Promise<number> {
  try {
    return await main(args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name}: ${message}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

// Run as a program (npm start runs this file with tsx); the bin imports it and calls run.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) void run(process.argv.slice(2)).then((code) => process.exit(code));
