import type { Config } from 'tailwindcss'
import { BREAKPOINTS } from './src/content/constants'

// Breakpoints in rem so they sort with Tailwind's own; the px values live in the constants module.
const rem = (px: number) => `${px / 16}rem`

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        xs: rem(BREAKPOINTS.xs),
        menu: rem(BREAKPOINTS.menu),
        soft: rem(BREAKPOINTS.softwareStats),
        stats: rem(BREAKPOINTS.homeStats),
      },
      colors: {
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
        gold: { 400: '#f5b400', 500: '#d99a00' },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        display: ['"Plus Jakarta Sans Variable"', '"Jakarta Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 24 40 / 0.05), 0 8px 24px -8px rgb(16 24 40 / 0.12)',
        lift: '0 2px 4px rgb(16 24 40 / 0.06), 0 20px 40px -12px rgb(16 24 40 / 0.22)',
      },
      maxWidth: {
        site: '80rem',
        prose: '42rem',
      },
    },
  },
} satisfies Config
