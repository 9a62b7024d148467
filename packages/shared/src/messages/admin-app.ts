/** The admin area as an installable app with notifications on the phone (issue 40). */
export const adminApp = {
  /** The manifest's short name when the shop's name is long. */
  shortName: 'Pagos',
  description: 'Administración de la tienda: pagos, rifas y avisos',
  pushTitle: 'Avisos en este teléfono',
  pushIntro:
    'Recibe un aviso en este teléfono con cada pago nuevo; al tocarlo se abre ese pago para validarlo.',
  enablePush: 'Activar avisos en este teléfono',
  enabling: 'Activando...',
  enabled: 'Los avisos están activados en este teléfono.',
  disablePush: 'Desactivar avisos',
  permissionDenied:
    'El navegador tiene bloqueados los avisos de esta página. Permítelos en los ajustes del sitio y vuelve a intentarlo.',
  unsupported:
    'Este navegador no puede recibir avisos. Usa Chrome, Edge o Firefox, o Safari en un iPhone con iOS 16.4 o posterior.',
  enableFailed: 'No se pudieron activar los avisos',
  iosTitle: 'Primero, añade la tienda a tu pantalla de inicio',
  iosSteps: [
    'En Safari, toca el botón Compartir (el cuadrado con una flecha hacia arriba).',
    "Elige 'Añadir a pantalla de inicio' y confirma.",
    'Abre la tienda desde el icono nuevo y vuelve aquí para activar los avisos.',
  ],
} as const;
