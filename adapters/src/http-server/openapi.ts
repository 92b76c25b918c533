import { z } from 'zod';
import { PAGINATION_HEADER } from '@rafdesk/core';
import { pageQuerySchema } from '@rafdesk/core';
import type { RouteDefinition } from './route-definition.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorBody = { type: 'object', properties: { errors: { type: 'array', items: { type: 'string' } } }, required: ['errors'] };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

function parametersOf(location: 'query' | 'path', schema: z.ZodType | undefined): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name, in: location, required: location === 'path' || required.has(name), schema: property,
  }));
}

function operationOf(route: RouteDefinition): Operation {
  const schemas = route.schemas;
  const okSchema = schemas.response ? toSchema(route.paging ? schemas.response.array() : schemas.response, 'output') : {};
  const success = route.successStatus === 204
    ? { description: 'Done, no content' }
    : {
      description: route.paging ? 'One page of the list' : 'Success',
      content: { 'application/json': { schema: okSchema } },
      ...(route.paging ? { headers: { [PAGINATION_HEADER]: { description: 'JSON {"totalCount","pageSize","currentPage"}', schema: { type: 'string' } } } } : {}),
    };
  const access = route.access;
  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}_${route.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    tags: [route.path.split('/')[0]],
    parameters: [
      ...parametersOf('path', schemas.params),
      ...(route.paging ? parametersOf('query', pageQuerySchema(route.paging.defaultPageSize)) : []),
      ...parametersOf('query', schemas.query),
    ],
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(schemas.body, 'input') } } } } : {}),
    responses: {
      [String(route.successStatus)]: success,
      400: errorResponse('Bad input: one "<field>: <reason>" per problem'),
      ...(access === 'public' ? {} : { 401: errorResponse('No valid bearer token') }),
      ...(typeof access === 'object' ? { 403: errorResponse('The role may not do this') } : {}),
      503: errorResponse('Under maintenance, or a dependency is down'),
    },
    security: access === 'public' ? [] : [{ bearer: [] }],
    ...(typeof access === 'object' ? { 'x-permission': access.permission } : {}),
    ...(route.audit ? { 'x-audit-action': route.audit.action } : {}),
    ...(route.duringMaintenance ? { 'x-during-maintenance': true } : {}),
  };
}

/** `/api/Notifications/UpdateNotification/:id` → `/api/Notifications/UpdateNotification/{id}`. */
const openApiPath = (route: RouteDefinition) => `/api/${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/**
 * The OpenAPI 3.1 document of the server, generated from the route definitions: every route with its method,
 * input schemas, access and paging, plus the two fixed documents (`/config.json`, this one).
 */
export function openApiDocument(routes: readonly RouteDefinition[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {
    '/config.json': { get: { summary: 'Where the web app finds the API and the real-time hub', security: [], responses: { 200: { description: '{"apiBase","hubUrl"}' } } } },
    '/api/openapi.json': { get: { summary: 'This document', security: [], responses: { 200: { description: 'OpenAPI 3.1' } } } },
  };
  for (const route of routes) {
    const path = openApiPath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
