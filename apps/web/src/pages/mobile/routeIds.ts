/** A route's numeric id (`/store/coupon/:id`), or null when the path holds anything but a positive integer. */
export function routeId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
