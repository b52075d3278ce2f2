/**
 * GET /__control/requests by pages: a journal (journal.ts) may hold 10,000 entries and tens of MB,
 * and one answer holding them all would hold the server while it is made and fill its memory while
 * a slow reader takes it. So an answer holds the latest `limit` entries the filter selects (100 by
 * default, at most 1,000), fewer where they pass 8 MiB, oldest first, and names in `next` the
 * cursor of the entries before them (absent when there are none): `?cursor=<next>` with the same
 * filter asks for them. The answer is written as a stream, each entry made (parsed, redacted) only
 * when the reader has taken the one before, so that a reader that does not read holds nothing but
 * its connection's buffer.
 */
import { exactJsonText } from "../contract/exact-json.js";
import type { Reply } from "../servers/pipeline.js";
import { defaultPageEntries, maxPageEntries, readFilter } from "./journal-filter.js";
import type { Journal } from "./journal.js";

/** The bytes of entries past which a page ends (it holds one entry at least, however large). */
export const defaultPageBytes = 8 * 1024 * 1024;

/** The answer of GET /__control/requests: a page of the entries the query's filter selects, streamed. */
export function journalPage(journal: Journal, query: URLSearchParams, maxBytes = defaultPageBytes): Reply {
  const { limit, ...filter } = readFilter(query);
  const selected = journal.selected(filter);
  const wanted = Math.min(limit ?? defaultPageEntries, maxPageEntries);
  let from = selected.length;
  let bytes = 0;
  while (from > 0 && selected.length - from < wanted) {
    const next = selected[from - 1]!.bytes;
    if (from < selected.length && bytes + next > maxBytes) break;
    bytes += next;
    from--;
  }
  const page = selected.slice(from).map(({ seq }) => seq);
  const next = from > 0 && page.length > 0 ? String(page[0]) : undefined;
  return { status: 200, stream: pieces(journal, page, next) };
}

/** The answer's JSON text, piece by piece: each entry made when asked for; one let go meanwhile is left out. */
function* pieces(journal: Journal, page: readonly number[], next: string | undefined): Generator<string> {
  yield '{"requests":[';
  let first = true;
  for (const seq of page) {
    const entry = journal.entry(seq);
    if (entry === undefined) continue;
    yield `${first ? "" : ","}${exactJsonText(entry)}`;
    first = false;
  }
  yield `],"evicted":${journal.evicted}${next === undefined ? "" : `,"next":${JSON.stringify(next)}`}}`;
}
