/** The catalogue loaders vite.i18n.ts generates: "<locale>/<group>" → its precompiled chunk. */
declare module 'virtual:lang' {
  export const loaders: Record<string, () => Promise<{ default: import('@common/i18n').Catalogue }>>;
}
