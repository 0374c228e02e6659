import upload from './upload-widget.css?inline';
import styles from './styles.css?inline';

/** mf-cara's stylesheet as text: the host does not load CSS of federated modules. */
export const caraStyles: string = styles + upload;
