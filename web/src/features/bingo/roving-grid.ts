/**
 * Where focus goes in a square grid for a key press (the ARIA grid pattern): arrows move one cell and stop at the
 * edges, Home/End go to the row's ends, Ctrl+Home/End to the first and last cells. null: not a grid key.
 */
export function gridKeyTarget(key: string, index: number, ctrlKey: boolean, size: number): number | null {
  const row = Math.floor(index / size);
  const col = index % size;
  switch (key) {
    case "ArrowRight":
      return col < size - 1 ? index + 1 : index;
    case "ArrowLeft":
      return col > 0 ? index - 1 : index;
    case "ArrowDown":
      return row < size - 1 ? index + size : index;
    case "ArrowUp":
      return row > 0 ? index - size : index;
    case "Home":
      return ctrlKey ? 0 : row * size;
    case "End":
      return ctrlKey ? size * size - 1 : row * size + size - 1;
    default:
      return null;
  }
}
