import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A place in a lower area's page where an area above it shows its own part (the shift pages show
 * staffing's "Fill week" and Release tab; the message center shows the employees' picker). The
 * lower area declares the slot and renders it; the upper area fills it in its `parts`; the app
 * mounts every area's parts once. So the page needs no import of the area above it, and the
 * import graph between areas stays without cycles.
 */
export interface Slot<P extends object> {
  /** Renders the part, or nothing when no area fills the slot. */
  Render: ComponentType<P>;
  Provider: ComponentType<{ part: ComponentType<P>; children: ReactNode }>;
}

export function createSlot<P extends object>(name: string): Slot<P> {
  const context = createContext<ComponentType<P> | null>(null);
  context.displayName = name;
  function Render(props: P) {
    const Part = useContext(context);
    // The part is its own chunk: until it arrives its place stays empty, as a lazy page would.
    return Part ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : null;
  }
  function Provider({ part, children }: { part: ComponentType<P>; children: ReactNode }) {
    return <context.Provider value={part}>{children}</context.Provider>;
  }
  return { Render, Provider };
}

/** An upper area's part for a slot, loaded as its own chunk on first render or on `preload`. */
export interface Part {
  provide: (children: ReactNode) => ReactNode;
  preload: () => Promise<unknown>;
}

export function fill<P extends object>(slot: Slot<P>, load: Loader<P>): Part {
  const Component = lazy(async () => ({ default: await load() }));
  return {
    provide: (children) => <slot.Provider part={Component}>{children}</slot.Provider>,
    preload: load,
  };
}
