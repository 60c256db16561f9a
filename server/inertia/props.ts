/**
 * Prop kinds of the Inertia protocol (docs/protocols.md §1.9). A plain value
 * or a function is an ordinary prop; the wrappers change when it is evaluated.
 */
type Resolver<T = unknown> = () => T | Promise<T>;

const kind = Symbol('inertia.propKind');

// The type parameter is the value the page receives, so a wrapped prop is checked against the page's props.
export interface AlwaysProp<T = unknown> {
  [kind]: 'always';
  value: T;
}
export interface OptionalProp<T = unknown> {
  [kind]: 'optional';
  resolve: Resolver<T>;
}
export interface DeferredProp<T = unknown> {
  [kind]: 'deferred';
  resolve: Resolver<T>;
  group: string;
}
export interface MergeProp<T = unknown> {
  [kind]: 'merge';
  value: T;
}
type SpecialProp = AlwaysProp | OptionalProp | DeferredProp | MergeProp;

/** Sent on every response, even when a partial reload did not ask for it. */
export const always = <T>(value: T): AlwaysProp<T> => ({ [kind]: 'always', value });
/** Never evaluated unless a partial reload names it. */
export const optional = <T>(resolve: Resolver<T>): OptionalProp<T> => ({
  [kind]: 'optional',
  resolve,
});
/** Left out of the first load; the client fetches each group in a partial reload afterwards. */
export const defer = <T>(resolve: Resolver<T>, group = 'default'): DeferredProp<T> => ({
  [kind]: 'deferred',
  resolve,
  group,
});
/** Appended to (arrays) or merged into (objects) the client's current value on partial reloads. */
export const merge = <T>(value: T): MergeProp<T> => ({ [kind]: 'merge', value });

/** What the server may pass for a prop the page receives as T: the value, a function giving it, or a prop kind. */
export type PropInput<T> =
  T | Resolver<T> | AlwaysProp<T> | OptionalProp<T> | DeferredProp<T> | MergeProp<T>;

function special(value: unknown): SpecialProp | undefined {
  return value && typeof value === 'object' && kind in value ? (value as SpecialProp) : undefined;
}

export interface PartialRequest {
  only: string[];
  except: string[];
}

export interface ResolvedProps {
  props: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !special(value)
  );
}

/** Whether a plain object holds anything to evaluate (a function or a prop kind) at any depth. */
function needsWork(obj: Record<string, unknown>): boolean {
  for (const key in obj) {
    const value = obj[key];
    if (typeof value === 'function' || special(value) || (isPlainObject(value) && needsWork(value)))
      return true;
  }
  return false;
}

/**
 * How a subtree is filtered: `full` on a non-partial load (skip optional and
 * deferred), `always` and `selected` keep everything below (an ancestor was an
 * always prop or was named in `only`), `filter` keeps only what `only` names.
 */
type Mode = 'full' | 'always' | 'selected' | 'filter';

/**
 * Walks the prop tree once, evaluating only what this request needs
 * (server algorithm in docs/protocols.md §1.8).
 */
export async function resolveProps(
  input: Record<string, unknown>,
  partial: PartialRequest | null,
  alwaysKeys: Set<string> = new Set(['errors']),
): Promise<ResolvedProps> {
  const deferredProps: Record<string, string[]> = {};
  const mergeProps: string[] = [];
  const rootMode: Mode = !partial ? 'full' : partial.only.length ? 'filter' : 'selected';

  /** Whether nothing below `path` can be filtered out (no `only` to narrow it, no `except` inside it). */
  const keepsWhole = (mode: Mode, path: string) =>
    mode === 'full' ||
    mode === 'always' ||
    (mode === 'selected' && !partial!.except.some((k) => k.startsWith(`${path}.`)));

  async function walk(
    obj: Record<string, unknown>,
    prefix: string,
    mode: Mode,
  ): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(obj)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const sp = special(raw);
      let childMode: Mode;
      if (mode === 'always' || sp?.[kind] === 'always' || (!prefix && alwaysKeys.has(key))) {
        childMode = 'always';
      } else if (mode === 'full') {
        if (sp?.[kind] === 'optional') continue;
        if (sp?.[kind] === 'deferred') {
          (deferredProps[sp.group] ??= []).push(path);
          continue;
        }
        childMode = 'full';
      } else {
        if (partial!.except.some((k) => k === path || path.startsWith(`${k}.`))) continue;
        if (mode === 'selected' || partial!.only.includes(path)) childMode = 'selected';
        else if (partial!.only.some((k) => k.startsWith(`${path}.`))) childMode = 'filter';
        else continue;
      }
      let value: unknown;
      if (sp) {
        value = 'resolve' in sp ? await sp.resolve() : sp.value;
        if (sp[kind] === 'merge') mergeProps.push(path);
      } else {
        value = typeof raw === 'function' ? await (raw as Resolver)() : raw;
      }
      // A subtree of plain data kept whole (the menu, the signed-in user) is passed as is: no copy, no await per object.
      if (!isPlainObject(value)) out[key] = value;
      else
        out[key] =
          keepsWhole(childMode, path) && !needsWork(value)
            ? value
            : await walk(value, path, childMode);
    }
    return out;
  }

  const props = await walk(input, '', rootMode);
  return {
    props,
    deferredProps: Object.keys(deferredProps).length ? deferredProps : undefined,
    mergeProps: mergeProps.length ? mergeProps : undefined,
  };
}
