// Every symbol of the site's SVG sprite. Only the build reads this module (scripts/icon-sprite.mjs renders it into
// one cached file, /assets/sprite-<hash>.svg); the browser bundle imports its types alone, so no icon, brand mark or
// logo path is shipped twice, as HTML and again as JavaScript. Pages draw a symbol with <Icon>, <Logo>, <SocialIcon>
// or <SoftwareLogo>, which render `<use href="…sprite.svg#id">`.
import type { ComponentProps, ComponentType, ReactElement } from 'react'
import { ICON_NAMES, type IconName } from '@/names'
import { socialMarks, softwareMarks } from '@/components/ui/brand-marks'
import { LogoArt } from '@/components/ui/logo-art'

/** The icons drawn from the library's 20 px solid set; every other is its 24 px outline icon. */
const SOLID: readonly IconName[] = ['chevron-down', 'star']

type Svg = ComponentType<ComponentProps<'svg'>>

/** An icon of the library by its name in src/names.ts: 'cog-6-tooth' is @heroicons/react's Cog6ToothIcon. */
async function loadIcon(name: IconName): Promise<Svg> {
  const component = `${name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Icon`
  const set = SOLID.includes(name) ? '20/solid' : '24/outline'
  const module = (await import(`@heroicons/react/${set}/${component}.js`)) as { default?: Svg }
  if (!module.default) throw new Error(`src/names.ts ICON_NAMES: "${name}" is not an icon of @heroicons/react/${set}`)
  return module.default
}

// Loaded as the module loads: the build reads this module once, through a module runner it then closes.
const icons = await Promise.all(ICON_NAMES.map(async (name) => [name, await loadIcon(name)] as const))

/** Each symbol as an <svg> element: its viewBox and presentation attributes move to the <symbol>. */
export function spriteSymbols(): Record<string, ReactElement> {
  return {
    ...Object.fromEntries(icons.map(([name, Icon]) => [name, <Icon key={name} />])),
    ...Object.fromEntries(
      Object.entries(socialMarks).map(([name, path]) => [
        `social-${name}`,
        <svg key={name} viewBox="0 0 24 24">
          <path d={path} />
        </svg>,
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(softwareMarks).map(([name, { hex, path }]) => [
        `software-${name}`,
        <svg key={name} viewBox="0 0 24 24">
          <path fill={`#${hex}`} d={path} />
        </svg>,
      ]),
    ),
    logo: <LogoArt variant="color" />,
    'logo-white': <LogoArt variant="white" />,
  }
}
