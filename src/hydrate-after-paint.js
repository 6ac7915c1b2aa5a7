// @ts-check
// Inlined by scripts/prerender.mjs in place of the module script: the page's JavaScript is requested only once the
// parsed HTML has painted, so the first paint (hero text included) never waits for scripts to download or run.
// data-scripts lists the page's classic scripts (the router's state for this page), run first and in order;
// the first URL of data-modules is the entry, the others are modulepreloaded beside it (no import waterfall).
// Until the app starts hydrating (it fires `lp:hydrating`), the last button pressed is remembered, and it is pressed
// again once the app has hydrated (`lp:hydrated`): a dropdown, dot or accordion pressed early is not lost. From
// `lp:hydrating` on, React replays presses itself.
// If a script cannot be loaded (blocked, offline, removed by a deploy), or the browser runs no module scripts, the page
// takes off its `js` mark and shows itself as it does without JavaScript (see app.css): nothing half-hydrated.
// The same code on every page and in every build, so the Content-Security-Policy carries one constant hash for it.
// Typed with JSDoc (checked by tsconfig.json); scripts/prerender.mjs inlines it without its comments, JSDoc included.
;(function (script) {
  // @ts-expect-error While the loader runs (an inline classic script), currentScript is the loader, never null.
  var scripts = (script.getAttribute('data-scripts') || '').split(' ').filter(Boolean)
  // @ts-expect-error The same, and prerender.mjs always writes data-modules.
  var urls = script.getAttribute('data-modules').split(' ')
  var started = false
  function unscripted() {
    document.documentElement.classList.remove('js')
  }
  /** @type {HTMLButtonElement | null} */
  var pressed = null
  /** @param {MouseEvent} event */
  function remember(event) {
    // @ts-expect-error A click's target is an Element, or a node without `closest` (a click dispatched on document).
    var button = event.target.closest && event.target.closest('button')
    if (button) pressed = button
  }
  document.addEventListener('click', remember, true)
  document.addEventListener('lp:hydrating', function () {
    document.removeEventListener('click', remember, true)
  })
  document.addEventListener('lp:hydrated', function () {
    if (pressed && pressed.isConnected) pressed.click()
  })
  function load() {
    if (started) return
    started = true
    if (!('noModule' in HTMLScriptElement.prototype)) return unscripted()
    for (var i = urls.length - 1; i > 0; i--) add('link', { rel: 'modulepreload', href: urls[i] })
    // Not async: dynamically added scripts then run in the order they were added, the entry last.
    for (var j = 0; j < scripts.length; j++) add('script', { src: scripts[j], async: false })
    add('script', { type: 'module', src: urls[0], async: false })
  }
  /**
   * @template {'link' | 'script'} K
   * @param {K} name @param {Partial<HTMLElementTagNameMap[K]>} properties
   */
  function add(name, properties) {
    var tag = document.createElement(name)
    // @ts-expect-error `for…in` visits only the properties given, none undefined.
    for (var key in properties) tag[key] = properties[key]
    if (name === 'link' || properties.type === 'module') tag.crossOrigin = ''
    if (name === 'script') tag.addEventListener('error', unscripted)
    document.head.appendChild(tag)
  }
  // A frame is painted between the rAF callback and the timeout it queues. A hidden tab paints nothing: load at once.
  function afterPaint() {
    if (document.visibilityState === 'hidden') return load()
    requestAnimationFrame(function () {
      setTimeout(load, 0)
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
})(document.currentScript)
