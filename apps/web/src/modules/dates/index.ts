export {
  clockTime,
  datePart,
  dateTime,
  dayAndTime,
  onProductTimeZone,
  productTimeZone,
  pushDate,
  setProductTimeZone,
  shortDay,
  today,
} from './dates';
