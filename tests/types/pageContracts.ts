/**
 * Compile-time contracts for page props (issue 17 §1), checked by `npm run
 * typecheck`: each `@ts-expect-error` line must fail to compile, so tsc
 * itself fails the day the server's render or a page's props stop being
 * checked against common/pages.ts. To see the error, delete the
 * `@ts-expect-error` comment above a line and run `npx tsc --noEmit`. Never
 * imported at run time.
 */
import type { Response } from 'express';
import type { PageProps } from '../../common/pages';
import type {} from '../../server/inertia/index';

export async function serverRenders(res: Response): Promise<void> {
  await res.inertia('Admin/ComingSoon', { name: 'Users', message: 'Users is not available yet' });
  await res.inertia('Auth/Register');
  // (a) a wrong page prop: of the wrong type, missing, misspelt, or for a page that does not exist
  // @ts-expect-error name is a string
  await res.inertia('Admin/ComingSoon', { name: 1, message: 'Users is not available yet' });
  // @ts-expect-error message is missing
  await res.inertia('Admin/ComingSoon', { name: 'Users' });
  // @ts-expect-error mesage is not a prop of the page
  await res.inertia('Admin/ComingSoon', { name: 'Users', mesage: 'Users is not available yet' });
  // @ts-expect-error a page with props needs them
  await res.inertia('Admin/ComingSoon');
  // @ts-expect-error there is no such page
  await res.inertia('Admin/ComingSon', {});
}

export function pageReads(props: PageProps<'Admin/ComingSoon'>): string {
  // @ts-expect-error the page reads only what the server sends
  return props.nme;
}
