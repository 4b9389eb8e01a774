/** Something a page reads and shows: loading, failed, or there. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/** A resource as a component reads it: its state, what it is in words, and a way to ask again. */
export type ResourceView<T> = ResourceState<T> & {
  /** What it is, in words that finish "Couldn't load …", e.g. "the services". */
  what: string;
  /** Asks again after a failure. */
  retry: () => void;
};
