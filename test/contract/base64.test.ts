/** Base64 without node:buffer (src/contract/base64.ts), against node:buffer's. */
import { describe, expect, it } from "vitest";
import { base64Bytes, toBase64, toBase64Url } from "../../src/contract/base64.js";

describe("base64", () => {
  // Every byte value, and lengths about the 4 KiB slices the encoder takes at a time.
  it.each([0, 1, 2, 3, 255, 256, 4095, 4096, 4097, 8193, 100_000])(
    "encodes %i bytes as node:buffer does, and reads them back",
    (length) => {
      const bytes = Uint8Array.from({ length }, (_, at) => (at * 7 + (at >> 8)) % 256);
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      expect(base64Bytes(toBase64(bytes))).toEqual(bytes);
    },
  );

  it("encodes text as UTF-8", () => {
    expect(toBase64("héllo €")).toBe(Buffer.from("héllo €", "utf8").toString("base64"));
  });
});
