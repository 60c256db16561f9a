/**
 * Compile-time contracts for page props, checked by `npm run
 * typecheck`: each `@ts-expect-error` line must fail to compile, so tsc
 * itself fails the day the server's render or a page's props stop being
 * checked against common/pages.ts. To see the error, delete the
 * `@ts-expect-error` comment above a line and run `npm run typecheck`. Never
 * imported at run time.
 */
import type { Response } from 'express';
import type { PageProps } from '../../common/pages';
import type {} from '../../server/inertia/index';

export async function serverRenders(res: Response): Promise<void> {
  await res.inertia('AccountDisabled', {
    store: 'Lotus',
    reason: 'Unpaid',
    contact: { email: 'help@example.com' },
  });
  await res.inertia('Auth/Register');
  // (a) a wrong page prop: of the wrong type, missing, misspelt, or for a page that does not exist
  await res.inertia('AccountDisabled', {
    // @ts-expect-error store is a string
    store: 1,
    reason: 'Unpaid',
    contact: { email: 'help@example.com' },
  });
  // @ts-expect-error reason is missing
  await res.inertia('AccountDisabled', { store: 'Lotus', contact: { email: 'help@example.com' } });
  await res.inertia('AccountDisabled', {
    store: 'Lotus',
    // @ts-expect-error reasn is not a prop of the page
    reasn: 'Unpaid',
    contact: { email: 'help@example.com' },
  });
  // @ts-expect-error a page with props needs them
  await res.inertia('AccountDisabled');
  // @ts-expect-error there is no such page
  await res.inertia('AccountDisable', {});
}

export function pageReads(props: PageProps<'AccountDisabled'>): string {
  // @ts-expect-error the page reads only what the server sends
  return props.stor;
}
