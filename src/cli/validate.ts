/** `validate`: a JSON payload checked against an operation of a contract (exit 1 when invalid). */
import { contractModules } from "../contract/api-contracts.js";
import { apiIds } from "../contract/apis.js";
import { apiArgument, help, name, parse, readText, UsageError } from "./arguments.js";

function readPayload(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file === "-" ? "standard input" : file} is not valid JSON: ${(error as Error).message}`);
  }
}

export async function validate(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      method: { type: "string" },
      path: { type: "string" },
      status: { type: "string" },
      request: { type: "boolean" },
      "content-type": { type: "string" },
      har: { type: "string" },
      api: { type: "string" },
      json: { type: "boolean" },
    },
    "validate",
  );
  if (values.help) return help("validate");
  if (values.har !== undefined) return validateHarFile(values.har, values, positionals);
  if (values.api !== undefined || values.json) throw new UsageError(`--api and --json go with --har`, "validate");
  const api = apiArgument(positionals[0], "validate");
  const file = positionals[1];
  if (file === undefined) throw new UsageError(`missing <file|->`, "validate");
  const { method, path, status } = values;
  if (!method || !path) throw new UsageError(`--method and --path are required`, "validate");
  if (!values.request && (status === undefined || !/^\d{3}$/.test(status))) {
    throw new UsageError(`give --status S (three digits) for a response, or --request for a request body`, "validate");
  }
  const body = readPayload(file);
  const headers = { "content-type": values["content-type"] ?? "application/json" };
  const { createValidator } = await import("../contract/validate.js");
  await contractModules.load([api]);
  const validator = createValidator(api);
  const result = values.request
    ? validator.validateRequest({ method, url: path, headers, body })
    : validator.validateResponse({ method, url: path, status: Number(status), headers, body });
  // A path or method outside the contract names no operation to validate against: the command was misused.
  const unmatched = result.problems.find((problem) => problem.kind === "unknown-path" || problem.kind === "unknown-method");
  if (unmatched) throw new UsageError(`${unmatched.message}; '${name} list ${api}' lists its operations`);
  const where = result.operation
    ? `${result.operation.operationId} (${result.operation.method} ${result.operation.path})`
    : `${method} ${path}`;
  if (result.valid) {
    console.log(`valid: ${where}`);
    return 0;
  }
  console.log(`invalid: ${where}`);
  for (const problem of result.problems)
    console.log(`  - ${problem.message}${problem.pointer ? ` [${problem.pointer}]` : ""} (${problem.rule})`);
  return 1;
}

/** `validate --har <file>`: the recording's drift (validate-har.ts); a file that is not a HAR is a usage error (exit 2). */
async function validateHarFile(
  file: string,
  values: { api?: string; json?: boolean; method?: string; path?: string; status?: string; request?: boolean },
  positionals: string[],
): Promise<number> {
  // `validate <api> --har <file>`, the form every other input takes, names the API as --api does.
  const [named, ...rest] = values.api === undefined ? positionals : [undefined, ...positionals];
  const stray = [
    ...rest,
    ...(["method", "path", "status", "request"] as const).filter((option) => values[option] !== undefined).map((option) => `--${option}`),
  ];
  if (stray.length > 0)
    throw new UsageError(`--har takes no payload, --method, --path, --status or --request (got ${stray.join(", ")})`, "validate");
  const given = values.api ?? named;
  const api = given === undefined ? undefined : apiArgument(given, "validate");
  const text = readText(file);
  const [{ validateHar }, { HarFormatError }] = await Promise.all([import("./validate-har.js"), import("../contract/har.js")]);
  // A recording may hold any API's exchanges.
  await contractModules.load(apiIds);
  try {
    return validateHar(text, file, { api, json: values.json });
  } catch (error) {
    if (error instanceof HarFormatError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
}
