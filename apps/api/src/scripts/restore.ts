// Restores a 'Vaciar Todo' backup: npm run restore -- FILE. Implemented with the
// Vaciar Todo feature; until then it says so and exits.
console.error('La restauración de copias de seguridad aún no está disponible.');
process.exit(1);
