import type { AnalyticsPlugin } from "analytics";
import type { Instance } from "@/lib/analytics/types";

interface LatePluginOptions {
  /** How often a failed plugin is checked again (the library's drain interval). */
  interval: number;
  /** Plugins expected not to load yet (waiting for an identified user): logged as info, not as an error. */
  waiting?: (name: string) => boolean;
}

/**
 * The library waits 10 s for each plugin, then declares the slow ones failed (the others run on) and never looks
 * at them again, so their queued calls would wait forever. This logs each failed plugin and keeps checking it:
 * when it loads after all, it is marked ready and the library replays its queue at once, in order.
 */
export function watchLatePlugins(instance: Instance, plugins: AnalyticsPlugin[], { interval, waiting = () => false }: LatePluginOptions): void {
  instance.on("ready", ({ payload }: { payload: { failed?: string[] } }) => {
    for (const name of payload.failed ?? []) {
      const plugin = plugins.find((p) => p.name === name);
      if (!plugin?.loaded) continue;
      const { loaded, config } = plugin;
      if (waiting(name)) console.info(`Analytics: ${name} waits for an identified user; its calls are sent once it loads.`);
      else console.error(`Analytics: the ${name} plugin did not load within 10 s and is declared failed; the other plugins run. Its queued calls are kept and sent if it loads later.`);
      const timer = setInterval(() => {
        if (!loaded({ config })) return;
        clearInterval(timer);
        console.info(`Analytics: ${name} loaded late; sending its queued calls.`);
        instance.dispatch({ type: `ready:${name}`, name });
      }, interval);
    }
  });
}
