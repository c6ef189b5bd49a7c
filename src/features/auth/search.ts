// Search params of the sign-in routes: continue=1 starts sign-in at once (back from the
// provider's "email verified" page); returnTo is where a guard found the person going.
export interface LoginSearch {
  continue?: 1;
  returnTo?: string;
}

export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  if (search.continue === 1 || search.continue === '1') out.continue = 1;
  if (typeof search.returnTo === 'string' && search.returnTo.startsWith('/') && !search.returnTo.startsWith('//')) {
    out.returnTo = search.returnTo;
  }
  return out;
}
