/** Who may see and change stock (DESIGN §8). */
import type { Actor } from './roles.js';

/** Who may see stock levels: reviewers, the warehouse and administrators; never a medical company. */
export function canViewStock(actor: Pick<Actor, 'role'>): boolean {
  return actor.role !== 'MEDICAL_COMPANY';
}

/** Who may change stock: warehouse managers and administrators (a sales representative only watches). */
export function canChangeStock(actor: Pick<Actor, 'role' | 'isSalesRep'>): boolean {
  return !actor.isSalesRep && (actor.role === 'WAREHOUSE_MANAGER' || actor.role === 'ADMIN');
}

/** Who may name a new warehouse: administrators only (DESIGN §8: "named by an administrator"). */
export function canNameWarehouses(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'ADMIN';
}
