/** Whether an account may use the marking area: tutors, and admins, who may do all a tutor does. */
export const isMarker = (role: string | null | undefined) => role === 'tutor' || role === 'admin';
