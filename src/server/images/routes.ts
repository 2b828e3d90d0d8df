import * as imageApi from '../../contracts/api/images';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getCourseCover } from './get-course-cover';
import { getMentorPortrait } from './get-mentor-portrait';
import { getPostCover } from './get-post-cover';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

export function imageRoutes() {
  const router = createApiRouter();
  const kinds = [
    { op: imageApi.courseCover, draw: getCourseCover },
    { op: imageApi.mentorPortrait, draw: getMentorPortrait },
    { op: imageApi.postCover, draw: getPostCover },
  ];
  for (const { op, draw } of kinds) {
    mount(router, op, async (c) => {
      const svg = await draw(c.var.db, c.req.valid('param').file);
      return c.body(svg, 200, { 'Content-Type': SVG_TYPE });
    });
  }
  return router;
}
