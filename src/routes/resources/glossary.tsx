import { createFileRoute } from '@tanstack/react-router'
import { glossaryPage } from '@/content/pages/glossary'
import { GlossaryPage } from './-components/glossary-page'

export const Route = createFileRoute('/resources/glossary')({
  component: () => <GlossaryPage page={glossaryPage} />,
})
