/** Keeps a Map used as a bounded cache under `max` entries by forgetting the one put in first. */
export function forgetOldest(map: Map<unknown, unknown>, max: number): void {
  if (map.size < max) return;
  for (const oldest of map.keys()) {
    map.delete(oldest);
    return;
  }
}
