import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { type Message, msg } from '../messages/core.js';
import { isRole, type Role } from '../roles.js';

export interface ValidationIssue {
  path: string;
  message: Message;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export interface LoginInput {
  email: string;
  password: string;
}

/** SPEC §5 login rules: a valid email, then a password. */
export function validateLogin(input: LoginInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!isValidEmail(input.email)) issues.push({ path: 'email', message: msg('invalidEmail') });
  if (!input.password) issues.push({ path: 'password', message: msg('passwordRequired') });
  return issues;
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
  role: string;
  companyName?: string | null;
}

/**
 * SPEC §5 registration rules, checked in order, first failure wins: passwords match,
 * length, required fields. Email format and the role's value come after those.
 */
export function validateRegistration(input: RegistrationInput): ValidationIssue | null {
  if (input.confirmPassword !== undefined && input.password !== input.confirmPassword) {
    return { path: 'confirmPassword', message: msg('passwordsDoNotMatch') };
  }
  if ((input.password ?? '').length < MIN_PASSWORD_LENGTH) {
    return { path: 'password', message: msg('passwordTooShort') };
  }
  if (!input.name?.trim() || !input.email?.trim() || !input.password || !input.role) {
    return { path: '', message: msg('requiredFields') };
  }
  if (!isRole(input.role)) return { path: 'role', message: msg('requiredFields') };
  if (!isValidEmail(input.email)) return { path: 'email', message: msg('invalidEmail') };
  return null;
}

export function needsCompany(role: Role): boolean {
  return role === 'MEDICAL_COMPANY';
}
