import { contactMessageSchema, contactReceivedSchema } from '../contact-schemas';
import { json, jsonBody, operation } from './operation';

export const sendContactMessage = operation({
  method: 'post',
  path: '/contact',
  audience: 'visitor',
  tags: ['Contact'],
  summary: 'Sends a message to the team; the visitor gets a confirmation by email',
  request: { body: jsonBody(contactMessageSchema) },
  responses: { 201: json(contactReceivedSchema, 'Received') },
  errors: {
    400: { codes: ['validation_failed'], description: 'A field is not valid; `details` name each field.' },
    429: { codes: ['contact_rate_limited'], description: 'Too many messages from this address in the last hour.' },
  },
});
