import type { Plugin } from 'vite'

export function renderSprite(root: string): Promise<{ svg: string; dependencies: string[] }>
export function iconSprite(): Plugin
