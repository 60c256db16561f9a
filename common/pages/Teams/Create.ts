// The props of resources/js/Pages/Teams/Create.tsx, as the server sends them.
export interface Props {
  /** The store that becomes the team's first location. */
  store: { name: string };
  suggested_name: string;
}
