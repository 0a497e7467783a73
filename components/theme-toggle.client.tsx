"use client";

import { useTheme } from "@/lib/hooks/use-theme";
import { THEME_PREFERENCES, type ThemePreference } from "@/lib/browser/theme";

const labels: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };

const icons: Record<ThemePreference, string> = {
  light: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  dark: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
  system: "M3 4h18v12H3zM8 20h8M12 16v4",
};

/** Light, dark or system: a labelled radio group (arrow keys move between choices), showing the current one. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  return (
    <fieldset className="theme-toggle">
      <legend className="visually-hidden">Theme</legend>
      {THEME_PREFERENCES.map((choice) => (
        <label key={choice} title={`${labels[choice]} theme`}>
          <input type="radio" name="theme" value={choice} className="visually-hidden" checked={theme === choice} onChange={() => setTheme(choice)} />
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d={icons[choice]} />
          </svg>
          <span className="visually-hidden">{labels[choice]}</span>
        </label>
      ))}
    </fieldset>
  );
}
