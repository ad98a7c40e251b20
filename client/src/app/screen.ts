/** A screen: a self-contained part of the page (lobby, table) that the router mounts and unmounts. */
export interface Screen {
  mount(root: HTMLElement): void;
  unmount(): void;
}
