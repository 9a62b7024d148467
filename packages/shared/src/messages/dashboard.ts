/** The admin dashboard's texts (docs/product.md Dashboard). */
export const dashboard = {
  /** 'Primeros pasos' (issue 42): shown while the demo's data is still there. */
  gettingStarted: {
    title: 'Primeros pasos',
    demoNotice:
      'Estás viendo datos de demostración: rifas, ventas y medios de pago con cuentas falsas. «Vaciar Todo» los borra (también los medios de pago y monedas de la demo) cuando estés listo para vender.',
    done: 'Hecho',
    pending: 'Pendiente',
    steps: {
      payment_methods: {
        label: 'Agrega tus medios de pago',
        hint: 'Con tus cuentas reales: los de la demo tienen datos falsos.',
        to: '/admin/settings',
      },
      shop: {
        label: 'Configura tu Tienda',
        hint: 'Nombre, colores, portada y contacto.',
        to: '/admin/tienda',
      },
      password: {
        label: 'Cambia tu contraseña',
        hint: 'En Usuarios › Cambiar contraseña.',
        to: '/admin/users',
      },
      first_raffle: {
        label: 'Crea tu primera rifa',
        hint: 'Con tus premios, precio y fecha del sorteo.',
        to: '/admin/create-raffle',
      },
    },
  },
} as const;
