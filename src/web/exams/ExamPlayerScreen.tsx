import { useCallback } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useViewer } from '../learning/learning-api';
import { PageLoading } from '../components/PageLoading';
import { SignInRedirect } from '../learning/SignInRedirect';
import { PlayerView } from './PlayerView';
import { previewResultPath } from './preview-run';
import { useAttemptSession } from './use-attempt-session';
import { usePreviewSession } from './use-preview-session';

/** `/exampl/:attemptId`: a student's attempt; `/exampl?preview=<exam id>`: an admin's preview of an exam, which is no attempt. */
export default function ExamPlayerScreen() {
  const { attemptId } = useParams();
  const [search] = useSearchParams();
  const viewer = useViewer();
  const preview = attemptId ? null : search.get('preview');
  if (!attemptId && !(preview && /^\d{1,9}$/.test(preview))) return <Navigate to="/exam" replace />;
  // Nothing is asked of the attempt until the session is known: a visitor's request would only earn a 401.
  if (viewer.loading) return <PageLoading />;
  if (!viewer.signedIn) return <SignInRedirect />;
  return attemptId ? <Player attemptId={attemptId} /> : <PreviewPlayer examId={Number(preview)} />;
}

function Player({ attemptId }: { attemptId: string }) {
  const navigate = useNavigate();
  const toResults = useCallback(() => navigate(`/examcl/${attemptId}`, { replace: true }), [navigate, attemptId]);
  const session = useAttemptSession(attemptId, toResults);
  return <PlayerView session={session} />;
}

function PreviewPlayer({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const toResults = useCallback(() => navigate(previewResultPath(examId), { replace: true }), [navigate, examId]);
  const session = usePreviewSession(examId, toResults);
  return <PlayerView key={session.run} session={session} preview={{ onRestart: session.restart }} />;
}
