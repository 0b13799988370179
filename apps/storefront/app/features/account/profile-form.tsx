import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import { ImageUp, Trash2, X } from '../../components/icons/icons';
import type { User } from '@vitrine/contract/auth';
import { PROFILE_PAGE_PATH } from '@vitrine/contract/profile';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { FieldError, ReadOnlyField, TextField } from '../../components/ui/text-field';
import { sentFieldError } from '../../lib/sent-field-error';
import { checkPicture, PICTURE_ACCEPT, type ProfileIntent, type ProfileResult } from './profile-result';

type ProfileUser = Pick<User, 'name' | 'mobile' | 'email' | 'image'>;

const REMOVE_PICTURE_FORM_ID = 'remove-picture-form';

/**
 * The signed-in shopper's profile: a picture (previewed as soon as it is chosen, saved with the form),
 * full name and email, with the mobile number shown but fixed. One multipart form posted to the page's
 * action, so it works without JavaScript; the action checks it with the contract's rules and each
 * message shows next to its field.
 */
export function ProfileForm({ user, reply }: { user: ProfileUser; reply: ProfileResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' &&
    new URL(navigation.formAction, 'http://localhost').pathname === PROFILE_PAGE_PATH;
  const pendingIntent = submitting ? (navigation.formData?.get('intent') as ProfileIntent | null) : null;

  const refused = reply && !reply.ok ? reply : undefined;
  const [form, fields] = useForm<{ name: string; email: string; picture: File }>({
    lastResult: reply?.submission,
    defaultValue: { name: user.name, email: user.email ?? '' },
  });
  // A picture checked as it is chosen; undefined until then, so the last answer's message shows.
  const [pictureError, setPictureError] = useState<string | null>();
  const [preview, setPreview] = useState<{ url: string; fileName: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Each answer's messages replace the picture's own; a saved picture is no longer a preview.
  const [seenReply, setSeenReply] = useState(reply);
  if (reply !== seenReply) {
    setSeenReply(reply);
    setPictureError(undefined);
    if (reply?.ok) setPreview(null);
  }
  useEffect(() => {
    if (reply?.ok && fileInput.current) fileInput.current.value = '';
  }, [reply]);

  function choosePicture(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const error = file ? checkPicture(file) : null;
    setPictureError(error);
    setPreview(null);
    if (!file || error) return;
    // A data: address, which the site's Content-Security-Policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => setPreview({ url: String(reader.result), fileName: file.name });
    reader.readAsDataURL(file);
  }

  function clearPicture() {
    if (fileInput.current) fileInput.current.value = '';
    setPreview(null);
    setPictureError(null);
  }

  const shownPictureError = pictureError === undefined ? fields.picture.errors?.[0] : pictureError;
  const serverError = !submitting && refused && !refused.submission?.error ? refused.error : null;
  const pictureHintId = useId();
  const pictureErrorId = useId();

  return (
    <section aria-label={t('profile.details')} className="max-w-2xl rounded-2xl ring-1 ring-neutral-200">
      <Form
        method="post"
        action={PROFILE_PAGE_PATH}
        encType="multipart/form-data"
        id={form.id}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name="intent" value="save" />
        {/* Phones: the picture beside its title, the buttons under both; wider: the buttons beside it too. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 border-b border-neutral-200 p-4 md:p-6">
          <Avatar
            name={user.name}
            image={preview?.url ?? user.image}
            className="size-20 text-2xl ring-1 ring-neutral-200 sm:row-span-2"
          />
          <div className="min-w-0 sm:self-end">
            <p className="font-semibold">{t('profile.picture')}</p>
            <p id={pictureHintId} className="text-sm text-neutral-600">
              {preview ? (
                <Trans
                  i18nKey="profile.newPicture"
                  values={{ fileName: preview.fileName }}
                  components={{ name: <span className="break-all" /> }}
                />
              ) : (
                t('profile.pictureHint')
              )}
            </p>
          </div>
          <div className="col-span-2 grid grid-cols-1 gap-2 sm:col-span-1 sm:flex sm:flex-wrap sm:self-start">
            <Button
              asChild
              variant="outline"
              className="cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
            >
              <label>
                <ImageUp aria-hidden className="size-4" />
                {user.image || preview ? t('profile.changePicture') : t('profile.choosePicture')}
                <input
                  ref={fileInput}
                  type="file"
                  name={fields.picture.name}
                  accept={PICTURE_ACCEPT}
                  aria-invalid={shownPictureError ? true : undefined}
                  aria-describedby={shownPictureError ? `${pictureHintId} ${pictureErrorId}` : pictureHintId}
                  onChange={choosePicture}
                  className="sr-only"
                />
              </label>
            </Button>
            {preview ? (
              <Button variant="outline" onClick={clearPicture}>
                <X aria-hidden className="size-4" />
                {user.image ? t('profile.keepCurrent') : t('profile.clear')}
              </Button>
            ) : (
              user.image && (
                <Button type="submit" variant="outline" form={REMOVE_PICTURE_FORM_ID} disabled={submitting}>
                  <Trash2 aria-hidden className="size-4" />
                  {pendingIntent === 'remove-picture' ? t('profile.removing') : t('profile.removePicture')}
                </Button>
              )
            )}
          </div>
          {shownPictureError && (
            <div className="col-span-2 -mt-1.5 sm:col-span-1 sm:col-start-2">
              <FieldError id={pictureErrorId}>{shownPictureError}</FieldError>
            </div>
          )}
        </div>

        <div className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 md:p-6">
          <TextField
            label={t('account.form.fullName')}
            name={fields.name.name}
            autoComplete="name"
            defaultValue={fields.name.initialValue}
            error={sentFieldError(fields.name, reply?.submission)}
            className="sm:col-span-2"
          />
          <ReadOnlyField
            label={t('account.form.mobile')}
            hint={t('profile.mobileFixed')}
            prefix="+91"
            value={user.mobile}
          />
          <TextField
            label={t('account.form.email')}
            hint={t('account.form.optional')}
            name={fields.email.name}
            type="email"
            autoComplete="email"
            defaultValue={fields.email.initialValue}
            error={sentFieldError(fields.email, reply?.submission)}
          />
          {serverError && <ErrorNotice message={serverError} className="sm:col-span-2" />}
          <div className="flex sm:col-span-2 sm:justify-end">
            <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:min-w-40">
              {pendingIntent === 'save' && (
                <span
                  aria-hidden
                  className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                />
              )}
              {pendingIntent === 'save' ? t('account.form.saving') : t('account.form.saveChanges')}
            </Button>
          </div>
        </div>
      </Form>
      <Form id={REMOVE_PICTURE_FORM_ID} method="post" action={PROFILE_PAGE_PATH} hidden>
        <input type="hidden" name="intent" value="remove-picture" />
      </Form>
    </section>
  );
}
