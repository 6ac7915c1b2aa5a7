import wideLayoutsCss from './wide-layouts.css?url'

/**
 * The stylesheet of the wide-screen layouts a few sections need and the home page does not (wide-layouts.css), linked
 * before the first element that uses it. Several sections on one page link the same file; the browser loads it once.
 */
export function WideLayouts() {
  return <link rel="stylesheet" href={wideLayoutsCss} />
}
