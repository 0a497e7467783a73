"use client";

/**
 * The Try it panel of an API operation (issue #27, point 5), loaded when its button is first pressed (the page
 * behaviour island renders it, lib/hooks/use-try-it.ts): a form
 * made from the operation's parameters and body (a field per body property, or the body as JSON; prefilled from
 * the example), the token kept in sessionStorage
 * only (never sent anywhere but the API, never in an analytics event), the response's status, time, headers and
 * body, and the samples above it rewritten to match the form (the snippet generator is a further chunk, loaded
 * at the first edit).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { bodyFromFields, fieldValues, type BodyField, type BodyProblem } from "@/lib/api/body-form";
import { apiOrigin, isFileBody, isJsonBody, requestUrl, type ApiRequest } from "@/lib/api/request";
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
  /** The body's fields (lib/api/body-form.ts); absent when the body is edited as JSON only. */
  body?: BodyField[];
}

/** The body as the form holds it: a field per property, one JSON text, or a file the reader picked. */
export type BodyInput = { mode: "fields"; fields: BodyField[]; values: Record<string, string> } | { mode: "json"; text: string } | { mode: "file"; file: File | null };

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

/** The request the form describes; a body with problems (a field, or JSON that does not parse) is reported, not sent. */
export function formRequest(base: ApiRequest, values: Record<string, string>, params: TryItParam[], input: BodyInput): { request: ApiRequest; problems: BodyProblem[] } {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params) (p.in === "path" ? pathParams : query)[p.name] = values[`${p.in}:${p.name}`] ?? "";
  const request: ApiRequest = { ...base, pathParams, query };
  // A parameter's problem names its form key (`path:project_id`), a body field's its property, the JSON body's "".
  const problems: BodyProblem[] = params.filter((p) => p.required && (values[`${p.in}:${p.name}`] ?? "").trim() === "").map((p) => ({ field: `${p.in}:${p.name}`, message: `${p.name} is required.` }));
  if (base.bodyType === undefined) return { request, problems };
  if (input.mode === "fields") {
    const body = bodyFromFields(input.fields, input.values);
    return { request: { ...request, body: body.body }, problems: [...problems, ...body.problems] };
  }
  if (input.mode === "file")
    return { request: { ...request, body: input.file ?? undefined }, problems: input.file ? problems : [...problems, { field: "", message: `Choose a file to upload (${base.bodyType}).` }] };
  try {
    return { request: { ...request, body: input.text.trim() === "" ? undefined : JSON.parse(input.text) }, problems };
  } catch (error) {
    return { request, problems: [...problems, { field: "", message: `The body is not valid JSON: ${(error as Error).message}` }] };
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

const KIND_LABEL: Record<BodyField["kind"], string> = { string: "string", integer: "integer", number: "number", boolean: "boolean", enum: "string", list: "list", json: "JSON" };

/** The hint under a body field: what to type where the type alone does not say. */
function fieldHint(field: BodyField): string | undefined {
  if (field.kind === "list") return `Separate values with commas${field.enum ? `: ${field.enum.join(", ")}` : ""}.`;
  if (field.kind === "json") return "A JSON value.";
  if (field.format === "date-time") return "A date and time, such as 2026-01-31T09:00:00Z.";
  return undefined;
}

/** A parameter as a field of the form: a choice for its enum or a boolean, a text field otherwise. */
function paramField(p: TryItParam): BodyField {
  const kind = p.enum ? "enum" : p.type === "integer" || p.type === "number" || p.type === "boolean" ? p.type : "string";
  return { name: p.name, kind, required: p.required, enum: p.enum };
}

/**
 * One field of the form, a parameter or a body property: a text, number, list or JSON input, or a choice for enums
 * and booleans, labelled with its name and `detail` (where it goes and its type), its problem named beside it.
 */
function FieldInput({ field, detail, id, value, problem, onChange }: { field: BodyField; detail: string; id: string; value: string; problem?: string; onChange: (value: string) => void }) {
  const hint = fieldHint(field);
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": problem ? true : undefined, "aria-describedby": describedBy, required: field.required };
  const choices = field.kind === "enum" ? field.enum : field.kind === "boolean" ? ["true", "false"] : undefined;
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{field.name}</code> ({detail}
        {field.required ? ", required" : ""})
      </label>
      {choices ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {field.required && value !== "" ? null : <option value="">(none)</option>}
          {choices.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : field.kind === "json" ? (
        <textarea {...common} value={value} rows={Math.min(12, value.split("\n").length + 1)} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.format === "email" && field.kind === "string" ? "email" : field.format === "uri" ? "url" : "text"}
          inputMode={field.kind === "integer" ? "numeric" : field.kind === "number" ? "decimal" : undefined}
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint ? (
        <p className="try-it-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="try-it-error" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Panel({ data, root, origin }: { data: TryItData; root: HTMLElement; origin: string }) {
  const id = useId();
  const { request: example, params } = data;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, (p.in === "path" ? example.pathParams[p.name] : example.query[p.name]) ?? ""])),
  );
  const [body, setBody] = useState<BodyInput>(() =>
    isFileBody(example)
      ? { mode: "file", file: null }
      : data.body
        ? { mode: "fields", fields: data.body, values: fieldValues(data.body, example.body) }
        : { mode: "json", text: example.body === undefined ? "" : JSON.stringify(example.body, null, 2) },
  );
  const [token, setToken] = useState(() => session()?.getItem(TOKEN_STORAGE_KEY) ?? "");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  /** Body fields whose problems show: those edited, and all after a send was tried. */
  const [shown, setShown] = useState<Set<string> | "all">(() => new Set());
  const edited = useRef(false);
  const { request, problems } = formRequest(example, values, params, body);
  const problemOf = (field: string) => (shown === "all" || shown.has(field) ? problems.find((p) => p.field === field)?.message : undefined);

  useEffect(() => {
    if (!edited.current || problems.length) return;
    updateSamples(root, request, origin).catch(() => undefined);
    // The request is derived from these: the samples follow every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, body]);

  /** A field edited (a parameter's `path:name` or `query:name`, a body property's name): its problem shows from now on. */
  const edit = (field: string) => {
    edited.current = true;
    setShown((s) => (s === "all" ? s : new Set(s).add(field)));
  };
  const setValue = (key: string, value: string) => {
    edit(key);
    setValues((v) => ({ ...v, [key]: value }));
  };
  const setBodyValue = (name: string, value: string) => {
    edit(name);
    setBody((b) => (b.mode === "fields" ? { ...b, values: { ...b.values, [name]: value } } : b));
  };
  /** Switches between a field per property and the whole body as JSON, carrying the body across. */
  const toggleMode = () => {
    setError("");
    if (body.mode === "fields") {
      setBody({ mode: "json", text: JSON.stringify(bodyFromFields(body.fields, body.values).body, null, 2) });
      return;
    }
    if (!data.body || body.mode !== "json") return;
    let parsed: unknown;
    try {
      parsed = body.text.trim() === "" ? {} : JSON.parse(body.text);
    } catch (e) {
      return setError(`The body is not valid JSON, so it stays as JSON: ${(e as Error).message}`);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return setError("The body is not a JSON object, so it stays as JSON.");
    setBody({ mode: "fields", fields: data.body, values: fieldValues(data.body, parsed) });
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
    if (problems.length) {
      setShown("all");
      setResult(null);
      const first = problems[0]!;
      setError(problems.length === 1 ? `Not sent: ${first.message}` : `Not sent: ${problems.length} fields need a fix: ${problems.map((p) => p.message).join(" ")}`);
      document.getElementById(first.field.includes(":") ? `${id}-${first.field.replace(":", "-")}` : first.field ? `${id}-body-${first.field}` : `${id}-body`)?.focus();
      return;
    }
    setBusy(true);
    setError("");
    setResult(null);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let requestBody: string | File | undefined;
    if (request.body !== undefined) {
      headers["Content-Type"] = request.bodyType ?? "application/json";
      requestBody = isFileBody(request) ? (request.body as File) : isJsonBody(request) ? JSON.stringify(request.body) : new URLSearchParams(request.body as Record<string, string>).toString();
    }
    const start = performance.now();
    try {
      const response = await fetch(requestUrl(request, origin), { method: request.method.toUpperCase(), headers, body: requestBody, credentials: "omit" });
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
    <form className="try-it-panel" onSubmit={send} aria-label={`Try it: ${data.summary}`} noValidate>
      <p className="try-it-target">
        <code>
          {example.method.toUpperCase()} {requestUrl(request, origin)}
        </code>
      </p>
      {params.map((p) => {
        const key = `${p.in}:${p.name}`;
        return (
          <FieldInput
            key={key}
            field={paramField(p)}
            detail={`${p.in}, ${p.type}`}
            id={`${id}-${p.in}-${p.name}`}
            value={values[key] ?? ""}
            problem={problemOf(key)}
            onChange={(value) => setValue(key, value)}
          />
        );
      })}
      {example.bodyType !== undefined ? (
        <fieldset className="try-it-body">
          <legend>{`Request body (${example.bodyType})`}</legend>
          {data.body ? (
            <button type="button" className="try-it-mode" aria-pressed={body.mode === "json"} onClick={toggleMode}>
              Edit as JSON
            </button>
          ) : null}
          {body.mode === "file" ? (
            <div className="try-it-field">
              <label htmlFor={`${id}-body`}>File ({example.bodyType})</label>
              <input
                id={`${id}-body`}
                type="file"
                accept={example.bodyType === "application/zip" ? ".zip,application/zip" : example.bodyType}
                aria-invalid={problemOf("") ? true : undefined}
                onChange={(e) => setBody({ mode: "file", file: e.target.files?.[0] ?? null })}
              />
            </div>
          ) : body.mode === "fields" ? (
            body.fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                detail={[KIND_LABEL[field.kind], field.format].filter(Boolean).join(", ")}
                id={`${id}-body-${field.name}`}
                value={body.values[field.name] ?? ""}
                problem={problemOf(field.name)}
                onChange={(value) => setBodyValue(field.name, value)}
              />
            ))
          ) : (
            <div className="try-it-field">
              <label htmlFor={`${id}-body`}>{isJsonBody(example) ? "The body as JSON" : "The form fields as a JSON object"}</label>
              <textarea
                id={`${id}-body`}
                value={body.text}
                rows={Math.min(16, body.text.split("\n").length + 1)}
                spellCheck={false}
                aria-invalid={problems.length ? true : undefined}
                onChange={(e) => {
                  edited.current = true;
                  setBody({ mode: "json", text: e.target.value });
                }}
              />
            </div>
          )}
        </fieldset>
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
  return <Panel data={JSON.parse(root.dataset.tryIt ?? "{}") as TryItData} root={root} origin={apiOrigin()} />;
}
