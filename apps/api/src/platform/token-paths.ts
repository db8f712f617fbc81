import { paths } from '@careroster/shared/paths';

/**
 * Paths that carry a link token, as the request log must not show them (issue 23). The list is
 * derived, not kept by hand: every route whose path has a token parameter (`:token`, `:joinToken`,
 * ...) and every page of the web app that has one (`paths`), so a new link route is redacted the
 * day it is declared.
 */
export const REDACTED_SEGMENT = '[redacted]';

const isTokenParam = (segment: string) => segment.startsWith(':') && /token/i.test(segment);
const matches = (template: string, segment: string) => (template.startsWith(':') ? segment !== '' : template === segment);

type Template = { segments: string[]; firstParam: number };

/**
 * The path with its tokens replaced. A path of the template's shape keeps its other segments
 * (`/offers/[redacted]/accept`); one that only starts like it (a missing or extra segment) loses
 * everything from its first parameter on, since any of those segments may be the token.
 */
function redactWith(t: Template, path: string[]): { path: string[]; exact: boolean } | null {
  if (path.length <= t.firstParam) return null;
  for (let i = 0; i < t.firstParam; i++) if (!matches(t.segments[i]!, path[i]!)) return null;
  const exact = path.length === t.segments.length && t.segments.every((s, i) => matches(s, path[i]!));
  if (!exact) return { path: [...path.slice(0, t.firstParam), REDACTED_SEGMENT], exact };
  return { path: path.map((s, i) => (isTokenParam(t.segments[i]!) ? REDACTED_SEGMENT : s)), exact };
}

/** A redactor over these path templates (Fastify's `/a/:b` form); only those with a token parameter count. */
export function tokenPathRedactor(templates: Iterable<string>): (path: string) => string {
  const withTokens: Template[] = [];
  for (const template of new Set(templates)) {
    const segments = template.split('/');
    if (segments.some(isTokenParam)) withTokens.push({ segments, firstParam: segments.findIndex((s) => s.startsWith(':')) });
  }
  return (path) => {
    const parts = path.split('/');
    let fallback: string[] | null = null;
    for (const t of withTokens) {
      const hit = redactWith(t, parts);
      if (hit?.exact) return hit.path.join('/');
      fallback ??= hit?.path ?? null;
    }
    return (fallback ?? parts).join('/');
  };
}

/** The web app's pages: they are not server routes (the SPA's history fallback serves them). */
export const pageTemplates: readonly string[] = Object.values(paths);
