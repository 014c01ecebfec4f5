import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { getSession, sessionActions } from '../../lib/session';

const LOGOUT = graphql(`mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }`);
/** A slow or lost answer must not keep the user on a blank page; the server session ends on its own later. */
const WAIT_MS = 5000;

/** Unlocks, ends the server session, clears the stored one, then goes to the login form. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const [, logout] = useMutation(LOGOUT);
  useEffect(() => {
    const { user } = getSession();
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      sessionActions.logout();
      void navigate('/auth/login', { replace: true });
    };
    if (!user) { done(); return; }
    const timer = setTimeout(done, WAIT_MS);
    void logout({ User_ID: user.User_ID }).finally(() => { clearTimeout(timer); done(); });
  }, [logout, navigate]);
  return null;
}
