export * from './clock';
export * from './calendar-date';
