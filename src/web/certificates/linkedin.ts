import { SITE } from '../../contracts/site';

/**
 * LinkedIn's "Add licence or certification" form, filled in: the course as
 * the certification's name, the provider as the issuing organisation, the
 * month issued, the code as the credential ID and the verify page as its
 * address. LinkedIn opens the form for the person signed in there, who
 * saves it to their own profile.
 */
export function linkedInAddUrl({ courseTitle, issuedAt, code, verifyUrl }: { courseTitle: string; issuedAt: string; code: string; verifyUrl: string }): string {
  const issued = new Date(issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: courseTitle,
    organizationName: SITE.name,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: code,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
