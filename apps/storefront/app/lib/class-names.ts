/** Joins the class names that are set: cx('base', isActive && 'active'). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
