import sprite from 'virtual:icon-sprite'

/** The URL of one symbol of the site's SVG sprite (scripts/icon-sprite.mjs builds it from sprite-symbols.tsx). */
export const spriteHref = (id: string) => `${sprite}#${id}`
