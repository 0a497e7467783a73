/** @jest-environment jsdom */
import { parseCookieUserId, syncUserId } from "@/lib/analytics/identity";

const cookie = () =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith("ajs_user_id="))
    ?.slice("ajs_user_id=".length);
const clearCookie = () => (document.cookie = "ajs_user_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

describe("user id sync", () => {
  it("copies the cookie's user id into storage", () => {
    document.cookie = `ajs_user_id=${encodeURIComponent('"user-1"')}; path=/`;
    expect(syncUserId({ cookie: "ajs_user_id" })).toBe("user-1");
    expect(localStorage.getItem("__user_id")).toBe('"user-1"');
  });

  it("copies the stored user id into the cookie", () => {
    localStorage.setItem("__user_id", '"user-2"');
    expect(syncUserId({ cookie: "ajs_user_id" })).toBe("user-2");
    expect(decodeURIComponent(cookie() ?? "")).toBe('"user-2"');
  });

  it("lets the cookie win when both are set and differ (the app signed a new user in)", () => {
    localStorage.setItem("__user_id", '"old"');
    document.cookie = `ajs_user_id=${encodeURIComponent('"new"')}; path=/`;
    expect(syncUserId({ cookie: "ajs_user_id" })).toBe("new");
    expect(localStorage.getItem("__user_id")).toBe('"new"');
  });

  it("leaves an anonymous visitor anonymous", () => {
    expect(syncUserId({ cookie: "ajs_user_id" })).toBeNull();
    expect(localStorage.getItem("__user_id")).toBeNull();
    expect(cookie()).toBeUndefined();
  });

  it.each([
    ['"u-1"', "u-1"],
    ["u-1", "u-1"],
    ["42", "42"],
    ["", null],
    ["null", null],
  ])("reads the cookie value %p as %p", (raw, id) => {
    expect(parseCookieUserId(raw)).toBe(id);
  });
});
