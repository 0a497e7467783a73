/** The unit runtime (__tests__/script-runtime.js): modules compiled as vm.Script behave as jest's own compile. */
const fixture = "./fixtures/script-runtime/module";

describe("the test runtime", () => {
  it("runs a module in this file's context, anew for each module registry", () => {
    let first: object | undefined;
    let second: object | undefined;
    jest.isolateModules(() => (first = (jest.requireActual(fixture) as { instance: object }).instance));
    jest.isolateModules(() => (second = (jest.requireActual(fixture) as { instance: object }).instance));
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect((globalThis as { scriptRuntimeLoads?: number }).scriptRuntimeLoads).toBe(1);
  });

  it("keeps a module's lines in its stack traces", () => {
    const { fail } = jest.requireActual(fixture) as { fail: () => never };
    expect(() => fail()).toThrow(expect.objectContaining({ stack: expect.stringMatching(/fixtures\/script-runtime\/module\.ts:7:\d+/) }));
  });
});
