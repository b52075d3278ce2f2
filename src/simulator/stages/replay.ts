/**
 * The replay stage: a request a recording holds (options.replay; the matching rule is
 * src/contract/replay.ts) gets the recorded answer, its status, the headers its operation declares
 * and its body, instead of the service's. The answers to one request are given in recorded order,
 * then the last one again; a reset goes back to the first. Under `strict`, a request no recording
 * holds is refused (404 in the API's own shape, naming the closest recorded request) instead of
 * simulated. After validation: a replayed request is still checked; the contract guard checks the
 * recorded answer as it checks the service's.
 */
import { parseJsonText } from "../../contract/messages.js";
import { closestRequest } from "../../contract/replay-closest.js";
import { movedBase, requestKey, type RecordedAnswer } from "../../contract/replay.js";
import type { Reply, Stage } from "../../servers/pipeline.js";
import { replayRecordings } from "../traffic.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

export interface ReplayStage {
  stage: Stage<SimulatorContext>;
  /** Back to each request's first recorded answer, as after a reset. */
  rewind(): void;
}

/** Absent where nothing is replayed: no replay option, or no recording of this API and not strict. */
export function replay(core: CoreSetup): ReplayStage | undefined {
  const { options, front } = core;
  if (options.replay === undefined) return undefined;
  const recording = replayRecordings(options.replay).get(front.api);
  const strict = options.replay.strict === true;
  if (recording === undefined && !strict) return undefined;
  // How many answers of each request were given since the start or the last reset.
  const given = new Map<string, number>();

  const stage: Stage<SimulatorContext> = function replay(context) {
    const operation = context.operation!;
    const base = context.reached.origin + (context.exchange.prefix ?? "");
    const parts = recording?.matcher.parts({
      operation,
      params: context.match!.params,
      query: context.query,
      header: (name) => context.headers.get(name),
      text: context.text,
      base,
    });
    const key = parts && requestKey(parts);
    const answers = key === undefined ? undefined : recording!.answers.get(key);
    if (answers !== undefined) {
      const count = given.get(key!) ?? 0;
      given.set(key!, count + 1);
      context.source = "replay";
      context.checked = true;
      return recordedReply(context, answers[Math.min(count, answers.length - 1)]!, base, front.exactJson);
    }
    if (!strict) return undefined;
    // The simulator's word, not the API's: not checked against the operation's contract.
    context.source = "replay";
    const closest = parts && closestRequest(recording, parts);
    const asked = `${context.method} ${context.pathname} (${operation.operationId})`;
    const near = closest
      ? `; the closest recorded request is ${closest.request.parts.operationId} ${closest.request.method} ${closest.request.path} (${closest.request.where})${closest.differences[0] === "operation" ? "" : `, which differs in ${closest.differences.join(", ")}`}`
      : `; the recordings hold no request of the ${front.api} API`;
    return { status: 404, body: front.answers.errorBody(404, `No recording matches ${asked}, and the simulator replays strictly${near}`) };
  };
  return { stage, rewind: () => given.clear() };
}

/** A recorded answer as given: its body parsed (once read), and its headers and text with the URLs moved for the base URL it was last given at. */
interface Prepared {
  body?: unknown;
  base?: string;
  headers?: Record<string, string>;
  text?: string;
  /** A large answer's text as UTF-8, encoded once: written as it is, its length the content length. */
  bytes?: Uint8Array;
}

/** The length of text past which an answer is kept encoded too. */
const encodedLength = 1024 * 1024;

/**
 * Each recorded answer prepared once, so that a large one is not parsed and moved again for every
 * request it answers: its body parsed when first read (the contract guard reads it as a value;
 * nothing does where the guard does not run), as recorded (a URL moved to another base is as
 * valid as the one recorded), and its text moved for the base it was last given at (a session has
 * another). Shared by every core of the simulator, as the recordings are; never changed once made
 * (answers that come from elsewhere are not decorated).
 */
const prepared = new WeakMap<RecordedAnswer, Prepared>();

/**
 * A recorded answer as a reply, written as recorded (its text, its content type), with the URLs it
 * names on the upstream it was recorded from moved to the address the client reached.
 */
function recordedReply(context: SimulatorContext, recorded: RecordedAnswer, base: string, exactJson: boolean): Reply {
  let answer = prepared.get(recorded);
  if (answer === undefined) prepared.set(recorded, (answer = {}));
  if (answer.base !== base) {
    const moved = (text: string) => (recorded.upstream === undefined ? text : movedBase(text, recorded.upstream, base));
    answer.headers = {};
    for (const [name, value] of Object.entries(recorded.headers)) answer.headers[name] = moved(value);
    answer.text = recorded.text === undefined ? undefined : moved(recorded.text);
    answer.bytes = answer.text !== undefined && answer.text.length > encodedLength ? new TextEncoder().encode(answer.text) : undefined;
    answer.base = base;
  }
  context.replyText = answer.text;
  context.replyBytes = answer.bytes;
  context.replyType = answer.headers!["content-type"];
  const parsed = answer;
  return {
    status: recorded.status,
    headers: { ...answer.headers },
    get body() {
      if (!("body" in parsed)) {
        const read = recorded.text === undefined ? undefined : parseJsonText(recorded.text, { exact: exactJson });
        parsed.body = read === undefined ? undefined : read.ok ? read.value : recorded.text;
      }
      return parsed.body;
    },
  };
}
