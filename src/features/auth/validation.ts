// Sign-up email rule: required, trimmed, a valid address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validSignUpEmail(value: string | undefined | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 && trimmed.length <= 254 && EMAIL.test(trimmed) ? trimmed : null;
}
