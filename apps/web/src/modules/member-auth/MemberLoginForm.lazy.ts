// The login form's entry for `import()`: the login page loads it as a chunk of its own (react-hook-form and
// zod would take the first route past its budget), so it is not reached through the module's index.
export { MemberLoginForm } from './components/MemberLoginForm';
