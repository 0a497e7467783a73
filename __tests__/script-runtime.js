/**
 * Jest's runtime with one change: each module is compiled as a `vm.Script` (a function expression run in the test
 * file's context) instead of by `vm.compileFunction`. V8 caches a Script's compile per process by its source, so a
 * module that every test file loads (React, zod, TypeScript's 9 MB parser…) is parsed once per worker instead of once
 * per file; compileFunction gets no such cache (nodejs/node#35375, jestjs/jest#9457; measured in docs/testing.md).
 * The module sees the same parameters (module, exports, require, __dirname, __filename, jest and the injected
 * globals) and the same lines; only columns of its first line shift.
 * A source that does not compile falls back to Jest's own compile, which reports the error as Jest does.
 */
const vm = require("node:vm");
const Runtime = require("jest-runtime").default;

class ScriptRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compileFunction = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (!context || executor.resolution.isCoreModule(filename)) return compileFunction(source, filename);
      let script;
      try {
        script = new vm.Script(`(function(${executor.injectedModuleParameters.join(",")}){${source}\n})`, {
          filename,
          importModuleDynamically: (specifier, _script, attributes, phase) => executor.dynamicImport(specifier, filename, context, attributes, phase),
        });
      } catch {
        return compileFunction(source, filename);
      }
      return script.runInContext(context);
    };
  }
}

module.exports = ScriptRuntime;
