import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  updateCategoryContract,
} from '@careroster/shared/api/company/categories';
import {
  createTaxAccountContract,
  deleteTaxAccountContract,
  getTaxSetupContract,
  revealTaxAccountContract,
  setEinContract,
  setSuiRateContract,
} from '@careroster/shared/api/company/taxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';
import { createTaxAccount, deleteTaxAccount, getTaxSetup, revealTaxAccount, setEin, setSuiRate } from './taxes';

const tags = ['company'];
const read = { access: { kind: 'facility', permission: 'facility:read' }, tags } as const;
const manage = { access: { kind: 'facility', permission: 'facility:update' }, tags } as const;
const numbers = { access: { kind: 'facility', permission: 'legal:numbers' }, tags } as const;

/** The facility's company setup (issue 31, decision 078): its labor and expense categories and its employer tax setup. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listCategoriesContract, read, (request) => listCategories(request.ctx, request.params));
  route(app, createCategoryContract, { ...manage, idempotent: true }, (request) =>
    createCategory(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updateCategoryContract, manage, (request) => updateCategory(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteCategoryContract, manage, (request) => deleteCategory(request.ctx, request.params));
  route(app, getTaxSetupContract, manage, (request) => getTaxSetup(request.ctx));
  route(app, setEinContract, manage, (request) => setEin(request.ctx, request.body));
  route(app, createTaxAccountContract, { ...manage, idempotent: true }, (request) => createTaxAccount(request.ctx, request.body));
  route(app, deleteTaxAccountContract, manage, (request) => deleteTaxAccount(request.ctx, request.params));
  route(app, revealTaxAccountContract, { ...numbers, stepUp: true }, (request) => revealTaxAccount(request.ctx, request.params));
  route(app, setSuiRateContract, manage, (request) => setSuiRate(request.ctx, request.body));
};
