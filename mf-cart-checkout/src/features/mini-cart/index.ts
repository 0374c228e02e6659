import styles from './styles.css?inline';

export { MiniCart } from './mini-cart';

/** The mini-cart's stylesheet as text (the parcel hands it to defineParcel: the host loads no CSS of a remote). */
export const miniCartStyles: string = styles;
