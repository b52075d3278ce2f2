/**
 * A fetch Response whose body is a string held until it is read. Node's Response builds a
 * ReadableStream for every body, and a Headers object, at construction, which costs more than the
 * simulator's whole answer; this one builds the stream only when `body` is asked for (MSW, a
 * streaming reader), the headers when they are, and answers `text()`, `json()`,
 * `arrayBuffer()` and `blob()` from the string. It is a Response
 * (`instanceof Response` holds) and behaves as one: a body reads once, `clone()` copies it.
 */
export class TextResponse extends Response {
  readonly #text: string | undefined;
  readonly #url: string;
  readonly #headerValues: HeadersInit | undefined;
  #headers?: Headers;
  #used = false;
  /** The standard Response, made when the body is asked for as a stream. */
  #stream?: Response;

  constructor(text: string | undefined, init: ResponseInit, url = "") {
    super(null, { status: init.status, statusText: init.statusText });
    this.#text = text;
    this.#url = url;
    this.#headerValues = init.headers;
  }

  override get headers(): Headers {
    return (this.#headers ??= new ReadOnlyHeaders(this.#headerValues));
  }

  override get url(): string {
    return this.#url;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (this.#text === undefined) return null;
    this.#stream ??= new Response(this.#used ? null : this.#text, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#stream.body;
  }

  override get bodyUsed(): boolean {
    return this.#stream ? this.#stream.bodyUsed : this.#used;
  }

  override text(): Promise<string> {
    if (this.#stream) return this.#stream.text();
    if (this.#used) return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
    this.#used = true;
    return Promise.resolve(this.#text ?? "");
  }

  override json(): Promise<any> {
    return this.text().then((text) => JSON.parse(text));
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.bytes().then((bytes) => bytes.buffer as ArrayBuffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.text().then((text) => new TextEncoder().encode(text));
  }

  override blob(): Promise<Blob> {
    return this.text().then((text) => new Blob([text], { type: this.headers.get("content-type") ?? "" }));
  }

  override formData(): Promise<FormData> {
    return this.text().then((text) => new Response(text, { headers: this.headers }).formData());
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    if (this.#stream) return this.#stream.clone();
    return new TextResponse(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers }, this.#url);
  }
}

/** A fetch answer's headers are read-only (fetch guards them as immutable): a change throws, as it does there. */
class ReadOnlyHeaders extends Headers {
  override append(): never {
    throw new TypeError("immutable");
  }

  override set(): never {
    throw new TypeError("immutable");
  }

  override delete(): never {
    throw new TypeError("immutable");
  }
}
