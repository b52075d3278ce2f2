/**
 * `validate --har <file> [--api <id>] [--json]`: a recording re-checked against the current
 * contracts (src/contract/drift.ts), printed per operation. Exit 0 when no entry breaks its
 * contract, 1 when one does; a file that is not a HAR the package reads throws HarFormatError,
 * which the command line turns into exit 2.
 */
import type { ApiId } from "../contract/apis.js";
import { checkRecording, type DriftReport } from "../contract/drift.js";
import { readHar } from "../contract/har.js";

export function validateHar(text: string, file: string, options: { api?: ApiId; json?: boolean }): number {
  const report = checkRecording(readHar(text).entries, { api: options.api });
  console.log(options.json ? JSON.stringify({ file, ...report }, null, 2) : describe(report, file));
  return report.problems === 0 ? 0 : 1;
}

const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

function describe(report: DriftReport, file: string): string {
  const drifted = report.operations.filter((operation) => operation.problems.length > 0);
  const lines = [
    report.problems === 0
      ? `no drift: the ${plural(report.entries, "entry", "entries")} of ${file} match the current contracts`
      : `drift: ${plural(report.problems, "problem")} in ${plural(drifted.length, "operation")} of ${file} (${plural(report.entries, "entry", "entries")} checked)`,
  ];
  for (const operation of report.operations) {
    const name = operation.operationId ?? "no operation";
    const entries = plural(operation.entries.length, "entry", "entries");
    const verdict = operation.problems.length === 0 ? "ok" : plural(operation.problems.length, "problem");
    lines.push(`${operation.api} ${name} (${operation.method} ${operation.path}), ${entries}: ${verdict}`);
    for (const problem of operation.problems) {
      lines.push(
        `  - entry ${problem.entry}, ${problem.direction}${problem.direction === "response" ? ` ${problem.status}` : ""}, ${problem.location || "-"}: ${problem.message} (${problem.rule})`,
      );
    }
    for (const note of operation.notes) lines.push(`  note: ${note}`);
  }
  return lines.join("\n");
}
