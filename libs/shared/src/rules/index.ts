// `@stamp/shared/rules`: the product's field rules as plain data and functions, without the catalogue, so
// that the web's lazy chunks that check a form take only these (not the package's index) and the servers
// check the same rules. A rule names its message by the catalogue's key; each side says it in its language.
export * from './calendar-date';
export * from './mission-rules';
export * from './store-fields';
