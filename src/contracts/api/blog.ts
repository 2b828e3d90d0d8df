import { z } from 'zod';
import { blogSidebarSchema, postDetailSchema, postListSchema, postQuerySchema } from '../catalogue-schemas';
import { json, operation } from './operation';

const tags = ['Blog'];

export const listPosts = operation({
  method: 'get',
  path: '/posts',
  audience: 'visitor',
  tags,
  summary: 'Published posts, newest first, filtered by search words, category, tag or paper, one page at a time',
  request: { query: postQuerySchema },
  responses: { 200: json(postListSchema, 'One page of posts and the total') },
});

export const getBlogSidebar = operation({
  method: 'get',
  path: '/posts/sidebar',
  audience: 'visitor',
  tags,
  summary: 'Categories and tags with their post counts (tags within `category` when given), and the latest posts',
  request: { query: z.object({ category: z.string().trim().min(1).max(80).optional() }) },
  responses: { 200: json(blogSidebarSchema, 'The blog sidebar') },
});

export const getPost = operation({
  method: 'get',
  path: '/posts/{slug}',
  audience: 'visitor',
  tags,
  summary: 'One published post with its body, author, neighbours and related posts',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: json(postDetailSchema, 'The post'),
    301: { description: 'The post moved to a new address (Location: its API address); the web app shows the post at its new page address' },
  },
  errors: { 404: ['post_not_found'] },
});
