import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { getSession, sessionActions } from '../../lib/session';

const LOGOUT = graphql(`mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }`);

/** Unlocks, ends the server session, clears the stored one, then goes to the login form. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const [, logout] = useMutation(LOGOUT);
  useEffect(() => {
    const { user } = getSession();
    const done = () => { sessionActions.logout(); void navigate('/auth/login', { replace: true }); };
    if (user) void logout({ User_ID: user.User_ID }).finally(done);
    else done();
  }, [logout, navigate]);
  return null;
}
