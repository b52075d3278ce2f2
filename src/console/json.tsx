/**
 * JSON pretty-printed as a tree a person folds and unfolds (objects and arrays are <details>), each
 * value carrying its JSON pointer (`data-pointer`); a value the contract found a problem at is
 * marked, with the problem (its rule and words) beside it, as a linter marks a line.
 */
import type { ComponentChildren } from "preact";

export interface Mark {
  rule?: string;
  message: string;
}

/** A pointer's token: `~` and `/` escaped (RFC 6901). */
const token = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");

interface NodeProps {
  value: unknown;
  pointer: string;
  name?: string | number;
  marks: ReadonlyMap<string, Mark[]>;
  depth: number;
  /** Levels shown unfolded. */
  open: number;
  last: boolean;
}

function Problems({ marks }: { marks: Mark[] | undefined }) {
  if (!marks) return null;
  return (
    <span class="problems">
      {marks.map((mark) => (
        <span class="problem">
          {mark.rule && <b>{mark.rule}</b>} {mark.message}
        </span>
      ))}
    </span>
  );
}

function Key({ name }: { name: string | number | undefined }) {
  if (name === undefined) return null;
  return typeof name === "number" ? <span class="index">{name}: </span> : <span class="key">{JSON.stringify(name)}: </span>;
}

function Scalar({ value }: { value: unknown }) {
  const kind = value === null ? "null" : typeof value;
  return <span class={`v ${kind}`}>{kind === "bigint" ? String(value) : JSON.stringify(value)}</span>;
}

function Node({ value, pointer, name, marks, depth, open, last }: NodeProps) {
  const here = marks.get(pointer);
  const comma = last ? "" : ",";
  const mark = here ? " marked" : "";
  if (value === null || typeof value !== "object") {
    return (
      <div class={`line${mark}`} data-pointer={pointer}>
        <Key name={name} />
        <Scalar value={value} />
        {comma}
        <Problems marks={here} />
      </div>
    );
  }
  const list = Array.isArray(value);
  const entries: [string | number, unknown][] = list ? value.map((item, index) => [index, item]) : Object.entries(value);
  const [start, end] = list ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) {
    return (
      <div class={`line${mark}`} data-pointer={pointer}>
        <Key name={name} />
        {start}
        {end}
        {comma}
        <Problems marks={here} />
      </div>
    );
  }
  const children: ComponentChildren = entries.map(([key, item], index) => (
    <Node
      value={item}
      pointer={`${pointer}/${token(String(key))}`}
      name={key}
      marks={marks}
      depth={depth + 1}
      open={open}
      last={index === entries.length - 1}
    />
  ));
  return (
    <details class={`node${mark}`} data-pointer={pointer} open={depth < open || hasMarkUnder(marks, pointer)}>
      <summary>
        <Key name={name} />
        {start}
        <span class="folded">
          {" "}
          {entries.length} {list ? "items" : "members"} {end}
          {comma}
        </span>
        <Problems marks={here} />
      </summary>
      <div class="children">{children}</div>
      <div class="line">
        {end}
        {comma}
      </div>
    </details>
  );
}

/** Whether a problem is marked at or below a pointer: its value opens, whatever the depth. */
function hasMarkUnder(marks: ReadonlyMap<string, Mark[]>, pointer: string): boolean {
  for (const at of marks.keys()) if (at === pointer || at.startsWith(`${pointer}/`)) return true;
  return false;
}

const none: ReadonlyMap<string, Mark[]> = new Map();

/** A JSON value as a tree; `open` levels unfolded (all by default), and everything leading to a mark. */
export function JsonView({ value, marks = none, open = Infinity }: { value: unknown; marks?: ReadonlyMap<string, Mark[]>; open?: number }) {
  return (
    <div class="json">
      <Node value={value} pointer="" marks={marks} depth={0} open={open} last />
    </div>
  );
}
