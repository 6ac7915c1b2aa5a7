import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, skipping falsy ones. It does not resolve conflicts: a component sets each utility once and a
 * caller's `className` adds to it (layout, margins) rather than overriding it; props choose between alternatives.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
