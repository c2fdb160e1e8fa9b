import { describe, expect, it } from "vitest";
import { rawRequestOf } from "./raw-request.ts";

const packet = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : p)));
const epee = Buffer.from("épée", "utf8");

describe("rawRequestOf", () => {
  it("reads a request whose target holds raw UTF-8, its bytes percent-encoded", () => {
    const bytes = packet("GET /v1/classic/items?q=", epee, " HTTP/1.1\r\nHost: a\r\nAccept: x\r\nAccept: y\r\n\r\n");
    const request = rawRequestOf(bytes, bytes.indexOf(0xc3));
    expect(request).toEqual({
      method: "GET",
      target: "/v1/classic/items?q=%C3%A9p%C3%A9e",
      version: "1.1",
      headers: new Map([
        ["host", "a"],
        ["accept", "x, y"],
      ]),
    });
  });

  it("reads the request the parser stopped in, after others in the same packet", () => {
    const bytes = packet("GET /a HTTP/1.1\r\nHost: a\r\n\r\nHEAD /", epee, " HTTP/1.0\r\n\r\n");
    expect(rawRequestOf(bytes, bytes.indexOf(0xc3))).toMatchObject({ method: "HEAD", target: "/%C3%A9p%C3%A9e", version: "1.0" });
  });

  it("leaves unreadable what is not only raw UTF-8 in a whole head", () => {
    const cases = [
      packet("GET /", epee, " HTTP/1.1\r\nHost: a\r\n"),
      packet("GET /", epee, "\x01 HTTP/1.1\r\nHost: a\r\n\r\n"),
      packet("GET /", epee, " HTTP/2.0\r\nHost: a\r\n\r\n"),
      packet("GET ", epee, " HTTP/1.1\r\nHost: a\r\n\r\n"),
      packet("G\u00c9T /", epee, " HTTP/1.1\r\n\r\n"),
      packet("GET /", epee, " HTTP/1.1\r\nBad Name: a\r\n\r\n"),
      packet("GET /", epee, " HTTP/1.1\r\nX: a\x00b\r\n\r\n"),
    ];
    for (const bytes of cases) expect(rawRequestOf(bytes, bytes.indexOf(0xc3)), bytes.toString("latin1")).toBeNull();
  });
});
