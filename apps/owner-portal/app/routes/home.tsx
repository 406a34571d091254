import { Navigate } from 'react-router';

/** The portal has no page of its own at `/`: the account (which asks to log in without a session). */
export default function Home() {
  return <Navigate to="/paskyra" replace />;
}
