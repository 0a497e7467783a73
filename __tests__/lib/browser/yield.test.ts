import { yieldToMain } from "@/lib/browser/yield";

describe("yieldToMain", () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("resolves in a later task, after work already queued", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    await yieldToMain();
    order.push("after yield");
    expect(order).toEqual(["queued task", "after yield"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
