import styles from './Form.module.css';

/** Class names of the form controls, for inputs that a form library registers directly. */
export const formStyles = styles;
