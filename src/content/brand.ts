// The brand: the one fact every page and every editable file (through `{{brand}}`) shares.
export const BRAND = {
  name: 'LedgerPod',
  tagline: 'Your dedicated offshore finance pod',
} as const
