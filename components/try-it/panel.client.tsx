"use client";

/**
 * The Try it panel of an API operation (issue #27, point 5), loaded when its button is first pressed (the page
 * behaviour island renders it, lib/hooks/use-try-it.ts): a form
 * made from the operation's parameters and body (prefilled from the example), the token kept in sessionStorage
 * only (never sent anywhere but the API, never in an analytics event), the response's status, time, headers and
 * body, and the samples above it rewritten to match the form (the snippet generator is a further chunk, loaded
 * at the first edit).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiOrigin, isJsonBody, requestUrl, type ApiRequest } from "@/lib/api/request";
import "./try-it.css";

export interface TryItParam {
  name: string;
  in: "path" | "query";
  required: boolean;
  type: string;
  enum?: string[];
}

export interface TryItData {
  request: ApiRequest;
  summary: string;
  params: TryItParam[];
}

/** Where the token is kept: this tab's session only. */
export const TOKEN_STORAGE_KEY = "launchbay-try-it-token";

interface Result {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The request the form describes; a body that is not valid JSON is reported, not sent. */
export function formRequest(base: ApiRequest, values: Record<string, string>, params: TryItParam[], bodyText: string): { request: ApiRequest; error?: string } {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params) (p.in === "path" ? pathParams : query)[p.name] = values[`${p.in}:${p.name}`] ?? "";
  const request: ApiRequest = { ...base, pathParams, query };
  if (base.bodyType === undefined) return { request };
  try {
    return { request: { ...request, body: bodyText.trim() === "" ? undefined : JSON.parse(bodyText) } };
  } catch (error) {
    return { request, error: `The body is not valid JSON: ${(error as Error).message}` };
  }
}

/** Rewrites the code of the operation's sample tabs (the group just above the panel) to match the request. */
async function updateSamples(root: HTMLElement, request: ApiRequest, origin: string): Promise<void> {
  const group = root.previousElementSibling;
  if (!group?.matches("[data-tabs]")) return;
  const { samplesOf } = await import("@/lib/api/samples");
  const byValue = new Map(samplesOf(request, origin).map((s) => [s.label.toLowerCase(), s.code]));
  group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]").forEach((tab) => {
    const code = byValue.get(tab.dataset.value ?? "");
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    const target = panel?.querySelector("pre code") ?? panel?.querySelector("pre");
    if (code !== undefined && target) target.textContent = code;
  });
}

function Panel({ data, root, origin }: { data: TryItData; root: HTMLElement; origin: string }) {
  const id = useId();
  const { request: example, params } = data;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, (p.in === "path" ? example.pathParams[p.name] : example.query[p.name]) ?? ""])),
  );
  const [bodyText, setBodyText] = useState(() => (example.body === undefined ? "" : JSON.stringify(example.body, null, 2)));
  const [token, setToken] = useState(() => session()?.getItem(TOKEN_STORAGE_KEY) ?? "");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const edited = useRef(false);
  const { request, error: bodyError } = formRequest(example, values, params, bodyText);

  useEffect(() => {
    if (!edited.current || bodyError) return;
    updateSamples(root, request, origin).catch(() => undefined);
    // The request is derived from these: the samples follow every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, bodyText]);

  const setValue = (key: string, value: string) => {
    edited.current = true;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const saveToken = (value: string) => {
    setToken(value);
    try {
      if (value) session()?.setItem(TOKEN_STORAGE_KEY, value);
      else session()?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage blocked: the token holds for this form only.
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (bodyError) return setError(bodyError);
    setBusy(true);
    setError("");
    setResult(null);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers["Content-Type"] = request.bodyType ?? "application/json";
      body = isJsonBody(request) ? JSON.stringify(request.body) : new URLSearchParams(request.body as Record<string, string>).toString();
    }
    const start = performance.now();
    try {
      const response = await fetch(requestUrl(request, origin), { method: request.method.toUpperCase(), headers, body, credentials: "omit" });
      const text = await response.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON: shown as it came.
      }
      setResult({ status: response.status, statusText: response.statusText, ms: Math.round(performance.now() - start), headers: [...response.headers.entries()], body: pretty });
    } catch (e) {
      setError(`The request did not complete (${(e as Error).message}). The API may not allow this origin, or the network is down.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="try-it-panel" onSubmit={send} aria-label={`Try it: ${data.summary}`}>
      <p className="try-it-target">
        <code>
          {example.method.toUpperCase()} {requestUrl(request, origin)}
        </code>
      </p>
      {params.map((p) => {
        const key = `${p.in}:${p.name}`;
        const inputId = `${id}-${p.in}-${p.name}`;
        return (
          <div className="try-it-field" key={key}>
            <label htmlFor={inputId}>
              <code>{p.name}</code> ({p.in}, {p.type}
              {p.required ? ", required" : ""})
            </label>
            {p.enum ? (
              <select id={inputId} value={values[key]} onChange={(e) => setValue(key, e.target.value)} required={p.required}>
                {p.required ? null : <option value="">(none)</option>}
                {p.enum.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            ) : (
              <input id={inputId} value={values[key]} onChange={(e) => setValue(key, e.target.value)} required={p.required} />
            )}
          </div>
        );
      })}
      {example.bodyType !== undefined ? (
        <div className="try-it-field">
          <label htmlFor={`${id}-body`}>Request body ({isJsonBody(example) ? "JSON" : "JSON object of form fields"})</label>
          <textarea
            id={`${id}-body`}
            value={bodyText}
            rows={Math.min(16, bodyText.split("\n").length + 1)}
            spellCheck={false}
            onChange={(e) => {
              edited.current = true;
              setBodyText(e.target.value);
            }}
          />
        </div>
      ) : null}
      <div className="try-it-field">
        <label htmlFor={`${id}-token`}>Personal access token (kept in this tab only)</label>
        <input id={`${id}-token`} type="password" autoComplete="off" value={token} onChange={(e) => saveToken(e.target.value)} />
      </div>
      <button type="submit" className="try-it-send" disabled={busy}>
        {busy ? "Sending…" : "Send request"}
      </button>
      <div role="status" className="try-it-status">
        {error ? <p className="try-it-error">{error}</p> : null}
        {result ? (
          <p>
            Status <strong data-try-it-status="">{result.status}</strong> {result.statusText} in {result.ms} ms
          </p>
        ) : null}
      </div>
      {result ? (
        <div className="try-it-result">
          <details>
            <summary>Response headers ({result.headers.length})</summary>
            <dl>
              {result.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          <pre tabIndex={0} role="region" aria-label="Response body" data-try-it-body="">
            {result.body}
          </pre>
        </div>
      ) : null}
    </form>
  );
}

/** The panel of one operation (its element holds the example request and the form's fields), rendered by the page behaviour island. */
export function TryItPanel({ root }: { root: HTMLElement }) {
  const data = JSON.parse(root.dataset.tryIt ?? "{}") as TryItData;
  return <Panel data={data} root={root} origin={apiOrigin()} />;
}
