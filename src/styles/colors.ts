// The site's palette, once: Tailwind's theme (tailwind.config.ts) and the link-preview images (build/
// link-preview.tsx) both read it.
export const COLORS = {
  // Primary green: 700 carries white text at 5.5:1, 800 at 7.4:1.
  primary: {
    50: '#ecfdf3',
    100: '#d1fae1',
    200: '#a6f0c6',
    300: '#6ddfa6',
    500: '#18a866',
    600: '#0f8a53',
    700: '#0b7046',
    800: '#0b5a3a',
    900: '#0a4a31',
  },
  // Secondary blue: 700 carries white text at 7:1.
  secondary: {
    50: '#eff5ff',
    100: '#dbe8fe',
    200: '#bfd5fe',
    300: '#93b8fd',
    500: '#3b74f6',
    600: '#2557e8',
    700: '#1d44c8',
    800: '#1e3aa2',
    900: '#172f6e',
    950: '#0d1b3e',
  },
  ink: {
    50: '#f7f8fa',
    100: '#eef0f4',
    200: '#dde1e8',
    300: '#c3c9d4',
    500: '#667085',
    600: '#4b5565',
    700: '#344054',
    800: '#1f2937',
    900: '#101828',
  },
  // 700 marks a problem beside its text (3:1 on white and on the paper tint).
  gold: { 400: '#f5b400', 500: '#d99a00', 700: '#a15c00' },
} as const
