import { describe, expect, it } from "vitest";
import { clientKeyOf } from "./sliding-log.ts";

describe("clientKeyOf", () => {
  it("keeps an IPv4 address", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    expect(clientKeyOf("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKeyOf("2001:DB8:85A3:08D3:ffff::1")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("2001:0db8:0000:0000::2")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("2001:db8:1:2::")).toBe("2001:db8:1:2::/64");
  });

  it("keys two addresses of one /64 alike, and of two /64s apart", () => {
    expect(clientKeyOf("2001:db8:1:2:aaaa::1")).toBe(clientKeyOf("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(clientKeyOf("2001:db8:1:2::1")).not.toBe(clientKeyOf("2001:db8:1:3::1"));
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKeyOf("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::203.0.113.7")).toBe("0:0:0:0::/64");
  });

  it("keeps anything else as given, lowercased", () => {
    expect(clientKeyOf("unknown")).toBe("unknown");
    expect(clientKeyOf("1:2:3")).toBe("1:2:3");
    expect(clientKeyOf("1::2::3")).toBe("1::2::3");
    expect(clientKeyOf("::ffff:300.1.1.1")).toBe("::ffff:300.1.1.1");
    expect(clientKeyOf("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientKeyOf("256.1.1.1")).toBe("256.1.1.1");
  });
});
