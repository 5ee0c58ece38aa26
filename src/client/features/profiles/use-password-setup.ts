import { useAppConfig } from '../entrance/use-app-config';

/**
 * How a new profile will enter, from the public site config: 'name' when the password is the
 * profile's name (family use), 'personal' when it needs a personal password or its login card,
 * null while the config is not known (then the screens say neither).
 */
export type PasswordSetup = 'name' | 'personal';

export function usePasswordSetup(): PasswordSetup | null {
  const config = useAppConfig();
  if (!config.data) return null;
  return config.data.requirePersonalPasswords ? 'personal' : 'name';
}
