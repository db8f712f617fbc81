import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench's reference (issue 26): a sign-in form on bare React 19, no router, no UI kit, no
 * validation library, built with the client's own Vite config (reference.ts). What React alone
 * costs, measured in the same run as the client's pages.
 */
function SignIn() {
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setMessage(typeof email === 'string' && email.includes('@') ? '' : 'Please enter a valid email');
  };
  return (
    <main style={{ maxWidth: 540, margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Sign in</h1>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <label>
          Email <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {message && <p role="alert">{message}</p>}
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
