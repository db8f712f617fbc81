import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  updateCategoryContract,
} from '@careroster/shared/api/company/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';

const tags = ['company'];
const read = { access: { kind: 'facility', permission: 'facility:read' }, tags } as const;
const manage = { access: { kind: 'facility', permission: 'facility:update' }, tags } as const;

/** The facility's company setup (issue 31): its labor and expense categories (decision 078). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listCategoriesContract, read, (request) => listCategories(request.ctx, request.params));
  route(app, createCategoryContract, { ...manage, idempotent: true }, (request) =>
    createCategory(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updateCategoryContract, manage, (request) => updateCategory(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteCategoryContract, manage, (request) => deleteCategory(request.ctx, request.params));
};
