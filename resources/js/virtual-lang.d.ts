/** The catalogue loaders vite.i18n.ts generates: "<locale>/<group>" → its precompiled chunk. */
declare module 'virtual:lang' {
  export const loaders: Record<
    string,
    () => Promise<{ default: import('@common/i18n').Catalogue }>
  >;
}

/** The staff areas' loaders: "<locale>/<group>" → its chunk (a chunk of their own, fetched by the first staff page). */
declare module 'virtual:lang/areas' {
  export const loaders: Record<
    string,
    () => Promise<{ default: import('@common/i18n').Catalogue }>
  >;
}
