import type { Plugin } from 'vite'

export function faqHubData(): Plugin
