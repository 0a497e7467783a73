/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { useCopy } from "@/lib/hooks/use-copy";

function mockClipboard(writeText?: jest.Mock) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: writeText ? { writeText } : undefined });
}

describe("useCopy", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.execCommand = jest.fn(() => true);
  });
  afterEach(() => {
    jest.useRealTimers();
    mockClipboard(undefined);
  });

  it("copies with the Clipboard API, shows Copied! for 800 ms, then rests", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { result } = renderHook(() => useCopy());
    expect(result.current.copied).toBe(false);
    await act(async () => {
      await expect(result.current.copy("npm i")).resolves.toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith("npm i");
    expect(document.execCommand).not.toHaveBeenCalled();
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(799));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it("falls back to a hidden textarea and execCommand('copy') when the clipboard rejects", async () => {
    mockClipboard(jest.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")));
    let copiedValue = "";
    (document.execCommand as jest.Mock).mockImplementation((command: string) => {
      const textarea = document.querySelector("textarea");
      copiedValue = textarea?.value ?? "";
      expect(textarea).not.toBeVisible();
      return command === "copy";
    });
    const { result } = renderHook(() => useCopy());
    await act(async () => {
      await expect(result.current.copy("echo hi")).resolves.toBe(true);
    });
    expect(document.execCommand).toHaveBeenCalledWith("copy");
    expect(copiedValue).toBe("echo hi");
    expect(document.querySelector("textarea")).toBeNull();
    expect(result.current.copied).toBe(true);
  });

  it("falls back when the Clipboard API is missing", async () => {
    mockClipboard(undefined);
    const { result } = renderHook(() => useCopy());
    await act(async () => {
      await result.current.copy("x");
    });
    expect(document.execCommand).toHaveBeenCalledWith("copy");
    expect(result.current.copied).toBe(true);
  });

  it("stays at rest when every method fails", async () => {
    mockClipboard(jest.fn().mockRejectedValue(new Error("no")));
    (document.execCommand as jest.Mock).mockReturnValue(false);
    const { result } = renderHook(() => useCopy());
    await act(async () => {
      await expect(result.current.copy("x")).resolves.toBe(false);
    });
    expect(result.current.copied).toBe(false);
  });

  it("clears its timer on unmount", async () => {
    mockClipboard(jest.fn().mockResolvedValue(undefined));
    const { result, unmount } = renderHook(() => useCopy());
    await act(async () => {
      await result.current.copy("x");
    });
    const before = jest.getTimerCount();
    unmount();
    expect(jest.getTimerCount()).toBe(before - 1);
  });
});
