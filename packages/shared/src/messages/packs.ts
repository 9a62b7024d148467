/** The packs' texts (issue 29); the raffle form shows them under its 'Paquetes' rows. */
export const packs = {
  listInvalid: 'Los paquetes no son válidos',
  quantityInvalid: 'La cantidad del paquete debe ser un número entero de 2 o más',
  priceInvalid: 'El precio del paquete debe ser mayor que 0, con dos decimales como máximo',
  notCheaper: 'El paquete debe costar menos que sus números sueltos ({total})',
  repeated: 'Ya hay un paquete de {quantity} números',
  tooMany: 'Como máximo {max} paquetes por rifa',
  title: 'Paquetes',
  hint: 'Varios números juntos por menos: «5 números por $12». Se cobra siempre la combinación más barata.',
  add: 'Agregar paquete',
  remove: 'Quitar paquete',
  quantity: 'Números',
  price: 'Precio (USD)',
  label: '{quantity} por {price}',
  /** The packs in one line, on the cards and in the share text (issue 42). */
  offers: 'Paquetes: {packs}',
  /** Where buyers choose (issue 42): each pack is a button that picks its numbers. */
  buyerHint: 'Toca un paquete y elegimos sus números al azar; puedes cambiarlos en la lista.',
  buttonName: 'Paquete de {label}',
  applied: 'Precio con paquetes',
  singles: '{count} números',
} as const;
