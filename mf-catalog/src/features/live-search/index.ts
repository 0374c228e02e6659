import styles from './styles.css?inline';

export { LiveSearch } from './live-search';

/** The live search's stylesheet as text (the parcel hands it to defineParcel: the host loads no CSS of a remote). */
export const liveSearchStyles: string = styles;
