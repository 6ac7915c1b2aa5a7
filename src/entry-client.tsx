import './styles/app.css'

// Evaluating all of a page's JavaScript at once is one long task on a slow phone. The framework and the app are
// evaluated in two tasks instead, and the browser may paint or respond to input between them.
try {
  await import('react-dom/client')
  await new Promise((resolve) => setTimeout(resolve))
  await import('./app-client')
} catch (error) {
  // The app could not be loaded: the page shows itself as it does without JavaScript (see "js" in app.css).
  document.documentElement.classList.remove('js')
  throw error
}
