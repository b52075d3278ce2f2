/**
 * A reply (a status, a body not yet written, headers), and the refusals that carry one: what
 * every service, guard, model, control command and seed throws to refuse. The core answers a
 * refusal with its reply; any other throw is a fault of the simulator (500).
 */
import { problemBody } from "../contract/problem.js";

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A refusal: what a handler, a guard, a model, a control command or a seed throws to refuse, with
 * the answer to give (its status, and a body in the API's error shape: the constructors of each
 * service's errors.ts). The core answers it as it is; any other throw is a fault of the simulator
 * (500).
 */
export class Refusal extends Error {
  constructor(
    readonly reply: Reply,
    /** What is refused, for a log or the command line; the answer is `reply`. */
    message = `refused with ${reply.status}`,
  ) {
    super(message);
  }
}

/**
 * The refusal of a control command's body or of a seed (POST /__control/<command>, a `--seed`
 * file): 400, a problem body (the control API's shape) whose title is `message`, naming what is
 * wrong.
 */
export class ControlRefusal extends Refusal {
  constructor(message: string) {
    super({ status: 400, body: problemBody(400, message) }, message);
  }
}
