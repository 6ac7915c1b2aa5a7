import { createFileRoute } from '@tanstack/react-router'
import firstPage from 'virtual:blog/page/1'
import { BlogListing } from './-components/blog-listing'

export const Route = createFileRoute('/blog/')({ component: () => <BlogListing n={1} posts={firstPage} /> })
