/** "1 tonne", "2.5 tonnes": how every screen states a quantity. */
export function formatTonnes(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'tonne' : 'tonnes'}`;
}
