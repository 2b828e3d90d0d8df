import { adminSiteSettingsSchema, siteSettingsInputSchema, siteSettingsSchema } from '../site-settings-schemas';
import { json, jsonBody, operation } from './operation';

const adminTags = ['Admin: settings'];

export const getSiteSettings = operation({
  method: 'get',
  path: '/site-settings',
  audience: 'visitor',
  tags: ['Pages'],
  summary: 'The contact details and social links an admin filled in; unset ones are null',
  responses: { 200: json(siteSettingsSchema, 'The settings') },
});

export const getAdminSiteSettings = operation({
  method: 'get',
  path: '/admin/settings',
  audience: 'admin',
  tags: adminTags,
  summary: 'The site settings with their last change',
  responses: { 200: json(adminSiteSettingsSchema, 'The settings') },
});

export const saveSiteSettings = operation({
  method: 'put',
  path: '/admin/settings',
  audience: 'admin',
  tags: adminTags,
  summary: 'Saves every site setting; an empty field clears it',
  request: { body: jsonBody(siteSettingsInputSchema) },
  responses: { 200: json(adminSiteSettingsSchema, 'The saved settings') },
  errors: { 400: { codes: ['validation_failed'], description: 'A field is not valid; `details` give each field and what to type.' } },
});
