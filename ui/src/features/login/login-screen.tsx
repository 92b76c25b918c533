import { LoginView } from './login-view.js';
import { useLogin } from './use-login.js';

/** /login */
export function LoginScreen() {
  return <LoginView {...useLogin()} />;
}
