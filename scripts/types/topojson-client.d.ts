/** Minimal typings for the parts of topojson-client 3 used by scripts/data (no @types package installed). */
declare module "topojson-client" {
  export interface Topology {
    type: "Topology";
    objects: Record<string, unknown>;
    arcs: number[][][];
    transform?: { scale: [number, number]; translate: [number, number] };
  }
  export function mesh(topology: Topology, object?: unknown, filter?: (a: unknown, b: unknown) => boolean): { type: "MultiLineString"; coordinates: number[][][] };
  export function feature(topology: Topology, object: unknown): {
    type: "FeatureCollection";
    features: { id?: string | number; properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } | null }[];
  };
}
