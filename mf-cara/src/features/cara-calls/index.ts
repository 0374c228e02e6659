/** The typed /ca calls the Cara features share: history, cases, inpainting, add-to-cart from a card, usage logs. */
export { caraCalls, type CaraCalls } from './cara-calls';
