/**
 * Pins a finger can tell apart (docs/decisions/0067-map-you-can-tap.md): pins closer on screen than a fingertip are
 * one marker with a count, and a tap opens the marker nearest to it, so two pins a pixel apart never open each
 * other's card. Distances are in canvas units: on screen they shrink with the map (`scale` = drawn width / canvas).
 */
import type { BusinessCategory } from "@main-street/domain/categories";

/** Markers closer than this on screen (CSS px) are one marker. */
export const FINGER_PX = 28;

export interface PlacedPin {
  id: string;
  x: number;
  y: number;
  category: BusinessCategory;
}

export interface Marker {
  /** The ids it stands for, joined: stable while the same pins share it. */
  key: string;
  x: number;
  y: number;
  ids: string[];
  category: BusinessCategory;
}

/** Groups pins (in the order given) into markers at least `FINGER_PX` apart on screen. */
export function markersFor(pins: PlacedPin[], scale: number): Marker[] {
  const reach = FINGER_PX / scale;
  const groups: { pins: PlacedPin[]; x: number; y: number }[] = [];
  for (const pin of pins) {
    const near = groups.find((g) => Math.hypot(g.x - pin.x, g.y - pin.y) < reach);
    if (!near) {
      groups.push({ pins: [pin], x: pin.x, y: pin.y });
      continue;
    }
    near.pins.push(pin);
    near.x = near.pins.reduce((sum, p) => sum + p.x, 0) / near.pins.length;
    near.y = near.pins.reduce((sum, p) => sum + p.y, 0) / near.pins.length;
  }
  // A group's centre moved as pins joined it: groups now closer than a finger join too.
  const merged = mergeClose(groups, reach);
  return merged.map((g) => {
    const ids = g.pins.map((p) => p.id);
    const round = (v: number) => Math.round(v * 10) / 10;
    return { key: ids.join("+"), x: round(g.x), y: round(g.y), ids, category: g.pins[0]!.category };
  });
}

function mergeClose<G extends { pins: PlacedPin[]; x: number; y: number }>(groups: G[], reach: number): G[] {
  const out = [...groups];
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const a = out[i]!;
      const b = out[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) >= reach) continue;
      a.pins.push(...b.pins);
      a.x = a.pins.reduce((sum, p) => sum + p.x, 0) / a.pins.length;
      a.y = a.pins.reduce((sum, p) => sum + p.y, 0) / a.pins.length;
      out.splice(j, 1);
      j = i; // look again from the grown group
    }
  }
  return out;
}

/** The marker a tap at (x, y) means: the nearest within a fingertip, or none. */
export function markerAt(markers: Marker[], x: number, y: number, scale: number): Marker | null {
  let best: Marker | null = null;
  let bestDistance = FINGER_PX / scale;
  for (const marker of markers) {
    const distance = Math.hypot(marker.x - x, marker.y - y);
    if (distance <= bestDistance) {
      best = marker;
      bestDistance = distance;
    }
  }
  return best;
}
