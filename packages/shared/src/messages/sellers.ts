/** Sellers' texts (issue 29): 'Vendedores' and the seller's own page. */
export const sellers = {
  title: 'Vendedores',
  nameRequired: 'Escribe el nombre del vendedor',
  codeRequired: 'Escribe el código del vendedor',
  codeFormat: 'El código lleva de 3 a 30 letras, números o guiones',
  codeTaken: 'Ya existe un vendedor con ese código',
  commissionInvalid:
    'La comisión debe ser un porcentaje entre 0 y 100, con dos decimales como máximo',
  phoneInvalid: 'El teléfono no es válido',
  notFound: 'No encontramos ese vendedor',
  linkInvalid: 'El enlace del vendedor no es válido: pídele el enlace completo a la tienda',
  created: 'Vendedor creado',
  new: 'Nuevo vendedor',
  empty: 'Todavía no hay vendedores.',
  copyLink: 'Copiar mi enlace',
  linkCopied: 'Enlace copiado',
  reportTitle: 'Mis ventas',
  share: 'Compartir por WhatsApp',
  shareText: '¡Participa en la rifa «{title}»! Compra tus números aquí: {url}',
  validatedCount: 'Ventas validadas',
  validatedNumbers: 'Números vendidos',
  validatedAmount: 'Monto vendido',
  commission: 'Comisión',
  handOver: 'Por entregar',
  handOverHint:
    'Lo que cobraste tú (en efectivo o en tu cuenta, con los métodos que la tienda marcó «Lo cobra el vendedor»), menos tu comisión. Lo que los compradores pagaron directo a la tienda no lo entregas.',
  openReport: 'Página del vendedor',
  /** The admin's card: the seller's page link, copied or sent to her WhatsApp (issue 42). */
  copyReportLink: 'Copiar enlace',
  sendReport: 'Enviar por WhatsApp',
  reportLinkCopied: 'Enlace copiado',
  sendReportFor: 'Enviar su página a {name} por WhatsApp',
  copyReportFor: 'Copiar el enlace de la página de {name}',
  reportMessage:
    'Hola {name}: esta es tu página de vendedor, con tus ventas, tu comisión y los enlaces para compartir las rifas: {url}',
  inactive: 'Inactivo',
  active: 'Activo',
} as const;
