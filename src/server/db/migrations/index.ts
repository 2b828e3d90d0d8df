import type { Migration } from 'kysely';
import * as m0001 from './0001-subjects';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-catalogue';
import * as m0004 from './0004-catalogue-extras';
import * as m0005 from './0005-commerce';
import * as m0006 from './0006-session-cache';
import * as m0007 from './0007-exams';
import * as m0008 from './0008-trx-id-letters-digits';
import * as m0009 from './0009-coupon-uses-on-approval';
import * as m0010 from './0010-throttles-and-limits';
import * as m0011 from './0011-studio-foundation';
import * as m0012 from './0012-course-studio';
import * as m0013 from './0013-lesson-versions';
import * as m0014 from './0014-question-studio';
import * as m0015 from './0015-media';
import * as m0016 from './0016-honest-figures';
import * as m0017 from './0017-site-settings';
import * as m0018 from './0018-attempt-position';
import * as m0019 from './0019-media-renders';
import * as m0020 from './0020-orders-by-coupon';
import * as m0021 from './0021-hosted-video';
import * as m0022 from './0022-storage-file-sizes';
import * as m0025 from './0025-playback-watch-clock';
import * as m0026 from './0026-job-priority';
import * as m0027 from './0027-kept-figures';
import * as m0028 from './0028-exam-kept-sums';
import * as m0029 from './0029-user-search-words';
import * as m0030 from './0030-video-upload-records';
import * as m0031 from './0031-tutor-marking';
import * as m0032 from './0032-exam-sections';
import * as m0033 from './0033-question-reports';
import * as m0034 from './0034-question-tags';
import * as m0035 from './0035-question-pool-columns';
import * as m0036 from './0036-certificates';
import * as m0037 from './0037-credential-key';

/**
 * Every migration, in order. Listed statically (not read from disk) so the
 * same set runs from source, from tests and from a bundle. Names sort in
 * the order they must run; never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-subjects': m0001,
  '0002-accounts': m0002,
  '0003-catalogue': m0003,
  '0004-catalogue-extras': m0004,
  '0005-commerce': m0005,
  '0006-session-cache': m0006,
  '0007-exams': m0007,
  '0008-trx-id-letters-digits': m0008,
  '0009-coupon-uses-on-approval': m0009,
  '0010-throttles-and-limits': m0010,
  '0011-studio-foundation': m0011,
  '0012-course-studio': m0012,
  '0013-lesson-versions': m0013,
  '0014-question-studio': m0014,
  '0015-media': m0015,
  '0016-honest-figures': m0016,
  '0017-site-settings': m0017,
  '0018-attempt-position': m0018,
  '0019-media-renders': m0019,
  '0020-orders-by-coupon': m0020,
  '0021-hosted-video': m0021,
  '0022-storage-file-sizes': m0022,
  '0025-playback-watch-clock': m0025,
  '0026-job-priority': m0026,
  '0027-kept-figures': m0027,
  '0028-exam-kept-sums': m0028,
  '0029-user-search-words': m0029,
  '0030-video-upload-records': m0030,
  '0031-tutor-marking': m0031,
  '0032-exam-sections': m0032,
  '0033-question-reports': m0033,
  '0034-question-tags': m0034,
  '0035-question-pool-columns': m0035,
  '0036-certificates': m0036,
  '0037-credential-key': m0037,
};
