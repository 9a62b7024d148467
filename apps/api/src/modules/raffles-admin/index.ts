// Public surface of the raffles-admin module (create, edit, delete, winner).
export { default as rafflesAdminRoutes } from './raffles-admin.routes';
export { deleteRaffleImages, saveRaffleImage, type SavedRaffleImage } from './raffle-images';
