import { Navigate } from 'react-router';

/** `/`: the team starts at the review queue. */
export default function Home() {
  return <Navigate to="/skelbimai" replace />;
}
