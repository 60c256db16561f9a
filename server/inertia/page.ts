import type { Request } from 'express';
import { resolveProps, type PartialRequest } from './props';

/** The page object of the Inertia 3 protocol (protocols §1.5). */
export interface Page {
  component: string;
  props: Record<string, unknown> & { errors: Record<string, unknown> };
  url: string;
  version: string | null;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  flash?: Record<string, unknown>;
}

function list(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A partial reload applies only when it targets the component being rendered (checklist E31). */
export function partialRequest(req: Request, component: string): PartialRequest | null {
  if (req.get('X-Inertia-Partial-Component') !== component) return null;
  return {
    only: list(req.get('X-Inertia-Partial-Data')),
    except: list(req.get('X-Inertia-Partial-Except')),
  };
}

export async function buildPage(opts: {
  req: Request;
  component: string;
  shared: Record<string, unknown>;
  props: Record<string, unknown>;
  version: string | null;
  flash?: Record<string, unknown>;
}): Promise<Page> {
  const { req, component } = opts;
  // Page props override shared ones key by key at the top level (checklist B11).
  const input = { ...opts.shared, ...opts.props };
  input.errors ??= {};
  const resolved = await resolveProps(input, partialRequest(req, component));
  const page: Page = {
    component,
    props: resolved.props as Page['props'],
    url: req.originalUrl,
    version: opts.version,
  };
  if (resolved.deferredProps) page.deferredProps = resolved.deferredProps;
  if (resolved.mergeProps) page.mergeProps = resolved.mergeProps;
  if (opts.flash && Object.keys(opts.flash).length) page.flash = opts.flash;
  return page;
}
