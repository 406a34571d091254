import * as v from 'valibot';
import { ARTICLE_STATUSES } from '@ratai/domain';
import { idField, numberWithDefault, optionalPicklist, optionalText, requiredText } from './fields';
import { INVALID_DATA, INVALID_VALUE, tooLongMessage, tooShortMessage } from './messages';
import { SEARCH_MAX_PAGE } from './search-filter';

/**
 * The team's article editor (back office 'Straipsniai', issue 14): what the API accepts and the
 * form checks before sending. Limits and messages are ours (the spec has no editor).
 */

/**
 * Length limits, in characters after trimming. A title fits a card and a browser tab; an excerpt
 * is a sentence or two for the list; the body is a long read, but the JSON body stays far below
 * the API's 1 MB limit; alternative text describes a picture in a sentence.
 */
export const ARTICLE_LENGTHS = {
  title: { min: 5, max: 120 },
  excerpt: { min: 20, max: 300 },
  markdown: { min: 20, max: 50_000 },
  alternativeText: { min: 5, max: 200 },
} as const;

export const ARTICLE_TITLE_REQUIRED = 'Įveskite pavadinimą';
export const ARTICLE_CATEGORY_REQUIRED = 'Pasirinkite kategoriją';
export const ARTICLE_EXCERPT_REQUIRED = 'Įveskite santrauką';
export const ARTICLE_BODY_REQUIRED = 'Įveskite straipsnio tekstą';
export const ARTICLE_ALT_REQUIRED = 'Aprašykite, kas pavaizduota viršelyje';
export const ARTICLE_COVER_REQUIRED = 'Pasirinkite viršelio nuotrauką';
export const ARTICLE_PUBLISH_AT_INVALID = 'Neteisinga paskelbimo data';

function lengthRule(limits: { min: number; max: number }) {
  return v.pipe(v.string(), v.minLength(limits.min, tooShortMessage(limits.min)), v.maxLength(limits.max, tooLongMessage(limits.max)));
}

/** Body of create (POST /moderation/articles) and update (PUT /moderation/articles/{id}). */
export const ArticleInputSchema = v.object(
  {
    title: requiredText(ARTICLE_TITLE_REQUIRED, lengthRule(ARTICLE_LENGTHS.title)),
    categoryId: idField(ARTICLE_CATEGORY_REQUIRED, INVALID_VALUE),
    excerpt: requiredText(ARTICLE_EXCERPT_REQUIRED, lengthRule(ARTICLE_LENGTHS.excerpt)),
    markdown: requiredText(ARTICLE_BODY_REQUIRED, lengthRule(ARTICLE_LENGTHS.markdown)),
  },
  INVALID_DATA,
);
export type ArticleInputInput = v.InferInput<typeof ArticleInputSchema>;
export type ArticleInputOutput = v.InferOutput<typeof ArticleInputSchema>;

/**
 * Body of the live preview: the Markdown as typed ('' previews as nothing). Required, so a body
 * that is not the editor's (an array, other fields) is refused rather than previewed as empty.
 */
export const ArticlePreviewSchema = v.object(
  { markdown: v.pipe(v.string(INVALID_VALUE), v.maxLength(ARTICLE_LENGTHS.markdown.max, tooLongMessage(ARTICLE_LENGTHS.markdown.max))) },
  INVALID_DATA,
);

/** An ISO date-time with a zone (what `Date.toISOString()` and `<input type=datetime-local>` + zone give). */
function isZonedDateTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Body of publish: `publishAt` absent or blank → now; a future time schedules the article. */
export const PublishArticleSchema = v.object(
  { publishAt: optionalText(v.pipe(v.string(), v.check(isZonedDateTime, ARTICLE_PUBLISH_AT_INVALID))) },
  INVALID_DATA,
);
export type PublishArticleOutput = v.InferOutput<typeof PublishArticleSchema>;

export const ARTICLE_SCHEDULE_REQUIRED = 'Pasirinkite paskelbimo laiką';
export const ARTICLE_SCHEDULE_PAST = 'Paskelbimo laikas turi būti ateityje';

/** `<input type="datetime-local">`'s value: a date and a time of the browser's zone, no zone written. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The editor's 'Paskelbimo laikas' when the team presses 'Suplanuoti': required, a real date-time
 * of the browser's zone and in the future (publishing now is 'Paskelbti'). The output is the ISO
 * time with its zone that `PublishArticleSchema` (the API's `publishAt`) takes.
 */
export const ArticleScheduleFormSchema = v.object(
  {
    publishAt: requiredText(
      ARTICLE_SCHEDULE_REQUIRED,
      v.pipe(
        v.string(),
        v.check((value) => LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime()), ARTICLE_PUBLISH_AT_INVALID),
        v.check((value) => new Date(value).getTime() > Date.now(), ARTICLE_SCHEDULE_PAST),
        v.transform((value) => new Date(value).toISOString()),
      ),
    ),
  },
  INVALID_DATA,
);
export type ArticleScheduleFormInput = v.InferInput<typeof ArticleScheduleFormSchema>;
export type ArticleScheduleFormOutput = v.InferOutput<typeof ArticleScheduleFormSchema>;

/** The text part of the cover upload (multipart: `cover` file, `alternativeText`). */
export const ArticleCoverSchema = v.object(
  { alternativeText: requiredText(ARTICLE_ALT_REQUIRED, lengthRule(ARTICLE_LENGTHS.alternativeText)) },
  INVALID_DATA,
);

/** GET /moderation/articles: `?status=draft|scheduled|published`, `?page=`. */
export const TeamArticlesQuerySchema = v.object(
  {
    status: optionalPicklist(ARTICLE_STATUSES, INVALID_VALUE),
    page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE }),
  },
  INVALID_DATA,
);
export type TeamArticlesQueryOutput = v.InferOutput<typeof TeamArticlesQuerySchema>;
