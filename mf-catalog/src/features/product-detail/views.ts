const VIEW_NAMES = ['Front', 'Three-quarter', 'Side', 'Material close-up', 'Detail'];

/** A product picture's name by its place ("Front", "Side"...). */
export function viewName(index: number): string {
  return VIEW_NAMES[index] ?? `View ${index + 1}`;
}
