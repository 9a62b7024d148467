export const prizes = {
  listInvalid: 'La lista de premios no es válida',
  tooMany: 'Una rifa puede tener como máximo {max} premios',
  mainFirst: 'El 1er premio debe ser el principal (y solo él)',
  titleRequired: 'El título del premio es requerido',
  titleTooLong: 'El título del premio no puede tener más de 200 caracteres',
  kindInvalid: 'El tipo de premio no es válido',
  digitsInvalid: 'Indica cuántas cifras finales cuentan (al menos 1)',
  digitsTooMany:
    'Con {digits} cifras la terminal es el número completo: en esta rifa usa como máximo {max}',
  lotteryInvalid: 'El nombre de la lotería no es válido',
  lotteryNeeded: 'Indica de qué lotería sale el resultado de este premio',
  cutoffInvalid: 'La fecha de corte de la preventa no es válida',
  cutoffNeeded: 'Indica la fecha de corte de la preventa',
  cutoffAfterDraw: 'La fecha de corte de la preventa debe ser anterior a la fecha del sorteo',
  unsoldInvalid: 'Elige qué pasa si el número del premio no se vendió',
  unsoldNotForKind: 'Ese tipo de premio no admite esa opción para un número no vendido',
  excludeInvalid: 'Indica si este premio excluye los números que ya ganaron',
  excludeLabel: 'Excluir números que ya ganaron un premio anterior',
  excludeHint:
    'Sin marcar, un número puede ganar este premio y otro anterior (el 1er premio también). Se publica con la regla.',
  earlierFirst:
    'Primero registra el resultado del {label}: este premio excluye los números que ya ganaron un premio anterior',
  waitsForEarlier: 'se decide cuando se registre el resultado de los premios anteriores',
  notFound: 'Esa rifa no tiene ese premio',
  fixedNoChange:
    'La lista de un premio ya se publicó: los premios y sus reglas ya no se pueden cambiar',
  followsMain: 'Este premio sale del número del 1er premio: registra el resultado del 1er premio',
  mainFirstResult: 'Primero registra el resultado del 1er premio',
  alreadyDrawn: 'El resultado de este premio ya está registrado',
  notFixed: 'La lista de este premio aún no se publicó',
  beforeCutoff: 'La preventa cierra el {cutoff}: su lista se fija desde entonces',
  notEarlyBird:
    'Solo la lista de una preventa se fija aparte; las demás se fijan al cerrar las ventas',
  otherLottery: 'Este premio se decide con el resultado de {lottery}, como dice su regla',
  nextDraw:
    'El número {number} no se vendió y, según la regla publicada, el premio pasa al siguiente sorteo oficial: registra ese resultado',
  /** 'En una rifa de 10.000, 2 cifras: 100 números' (digits and count come with their nouns). */
  terminalCount: 'En una rifa de {size}, {digits}: {count}',
  winnerIntro: '¡Felicidades! Tu número {number} ganó el {label} de la rifa "{title}": {prize}.',
  /** A prize drawn without winners, in words that fit its kind (a two-number prize says both). */
  desert: {
    main: 'Desierto: su número no se vendió.',
    official: 'Desierto: su número no se vendió.',
    early_bird: 'Desierto: su lista quedó vacía.',
    terminal: 'Desierto: ningún número vendido termina así.',
    adjacent: 'Desierto: ni el número anterior ni el posterior se vendieron.',
  },
  desertExcluding: 'Desierto: ningún número vendido que no hubiera ganado antes cumple la regla.',
  unsoldLabels: {
    void: 'Se declara desierto',
    next_draw: 'Pasa al siguiente sorteo oficial',
    nearest: 'Gana el más cercano vendido',
  },
  kindLabels: {
    main: 'Principal',
    official: 'Otra lotería',
    terminal: 'Terminales',
    adjacent: 'Anterior y posterior',
    early_bird: 'Preventa',
  },
  /**
   * Each kind in a buyer's words on the raffle's first screen (issue 42); the rule itself
   * stays in 'Sorteo verificable'.
   */
  plainKinds: {
    main: 'Gana el número que salga en el sorteo',
    official: 'Sale del resultado de {lottery}',
    terminal: 'Ganan los números vendidos que terminen igual que el del 1er premio ({digits})',
    adjacent: 'Ganan el número anterior y el posterior al del 1er premio',
    early_bird: 'Preventa: solo participan los números pagados antes de la fecha de corte',
  },
  /** The terminal's digits in words, for plainKinds.terminal. */
  lastDigit: 'última cifra',
  lastDigits: 'últimas {digits} cifras',
  anyLottery: 'otra lotería',
  /** The early bird's deadline where buyers decide. */
  presaleUntil: 'Preventa hasta el {cutoff}: compra antes para participar',
  presaleClosed: 'La preventa cerró el {cutoff}',
  listTitle: 'Premios',
  // A prize's picture (issue 27): the API's answer and the raffle form's controls.
  imageRequired: 'Selecciona una imagen para el premio',
  imageUpdated: 'Imagen del premio guardada',
  imageRemoved: 'Imagen del premio quitada',
  imageFailed: 'No se pudo guardar la imagen del premio',
  imageAlt: 'Imagen del {label}: {title}',
  imageChoose: 'Elegir imagen',
  imageReplace: 'Cambiar imagen',
  imageRemove: 'Quitar imagen',
  /** The same buttons' names for screen readers: each prize row has its own. */
  imageChooseFor: 'Elegir imagen del {label}',
  imageReplaceFor: 'Cambiar imagen del {label}',
  imageRemoveFor: 'Quitar imagen del {label}',
  imageAfterSave: 'Guarda la rifa para añadirle una imagen a este premio.',
} as const;
