// Last build step: writes the hosts' header files (dist/_headers, dist/.nginx/security-headers.conf) from the built HTML.
import { buildScriptHashes, writeHostingHeaders } from './security-headers.mjs'

const headers = writeHostingHeaders('dist')
const hashes = buildScriptHashes('dist').size
console.log(
  `wrote dist/_headers and dist/.nginx/security-headers.conf (CSP with ${hashes} inline-script hashes, ${headers['Content-Security-Policy'].length} characters)`,
)
