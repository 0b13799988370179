/** The profile page; its action takes the profile form's submissions, with or without JavaScript. */
export const PROFILE_PAGE_PATH = '/account/profile';
