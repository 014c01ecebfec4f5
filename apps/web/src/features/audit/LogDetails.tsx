import { Descriptions, Typography } from 'antd';

type Fields = Record<string, unknown>;

/** The logger's JSON object, or null when the text is not one (a line cut at its limit, an old entry). */
function parse(details: string): Fields | null {
  try {
    const v: unknown = JSON.parse(details);
    return v && typeof v === 'object' && !Array.isArray(v) ? v as Fields : null;
  } catch {
    return null;
  }
}

/** Nested fields under dotted names (err.message, req.url), two levels deep; deeper values as compact text. */
function flatten(fields: Fields, prefix = '', depth = 0): [string, string][] {
  return Object.entries(fields).flatMap(([k, v]): [string, string][] => {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v) && depth < 1) return flatten(v as Fields, name, depth + 1);
    return [[name, typeof v === 'string' ? v : JSON.stringify(v)]];
  });
}

/** What a log line says, in words: its message, and the error's message when there is one. */
export function logMessage(details: string): string {
  const f = parse(details);
  if (!f) return details;
  const err = f.err && typeof f.err === 'object' ? (f.err as Fields).message : undefined;
  return [f.msg, err].filter((x) => typeof x === 'string' && x).join(' — ') || details;
}

/** Every field of a log line as a labelled row (a stack trace keeps its lines). */
export function LogFields({ details }: { details: string }) {
  const f = parse(details);
  if (!f) return <Typography.Paragraph className="log-raw">{details}</Typography.Paragraph>;
  return (
    <Descriptions size="small" column={1} bordered data-testid="log-fields"
      items={flatten(f).map(([label, value]) => ({ key: label, label, children: <span className="log-value">{value}</span> }))} />
  );
}
