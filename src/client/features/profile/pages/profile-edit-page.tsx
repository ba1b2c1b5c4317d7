import { useNavigate } from '@tanstack/react-router'
import { type ChangeEvent, useId, useMemo, useState } from 'react'
import { useLiveValidation } from '#client/platform/realtime/live-validation.ts'
import { setMyTimeZone } from '#client/session/my-time-zone.ts'
import { updateProfile } from '#client/session/profile-api.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { setLanguage, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { ActionRefusal, useAction } from '#client/ui/use-action.ts'
import { translateMessage, useForm } from '#client/ui/use-form.ts'
import { zoneName } from '#client/ui/zone-name.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { updateProfileBody } from '#shared/api/user.ts'
import { displayName } from '#shared/people.ts'
import { timeZoneChoices } from '#shared/zoned-format.ts'
import { uploadAvatar } from '../api/profile-api.ts'
import { checkAvatarFile, cropToSquare } from '../avatar-image.ts'

/** `profile`: the route loader's; a new avatar shows at once. */
export function ProfileEditPage({ profile }: { profile: UserProfile }) {
  const t = useT()
  const [avatar, setAvatar] = useState(profile.avatar)
  return (
    <Page heading={t.screens.profileEdit.heading}>
      <ProfileEditor profile={{ ...profile, avatar }} onAvatar={setAvatar} />
    </Page>
  )
}

function AvatarEditor({ profile, onAvatar }: { profile: UserProfile; onAvatar: (url: string) => void }) {
  const t = useT()
  const inputId = useId()
  const { busy, error, run } = useAction()
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    await run(async () => {
      const problem = checkAvatarFile(file)
      if (problem) throw new ActionRefusal(problem === 'type' ? t.profile.avatarType : t.profile.avatarTooBig)
      const cropped = await cropToSquare(file).catch(() => {
        // A file that only looks like an image (a renamed text file) cannot be decoded.
        throw new ActionRefusal(t.profile.avatarType)
      })
      onAvatar(await uploadAvatar(cropped))
    }, t.profile.avatarUploaded)
  }
  return (
    <Card className="profile-head">
      <Avatar url={profile.avatar} name={displayName(profile.firstName, profile.lastName)} />
      <div className="field">
        <label className="button button--secondary" htmlFor={inputId} aria-disabled={busy}>
          {busy ? t.common.saving : t.profile.changeAvatar}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void choose(e)}
          disabled={busy}
        />
        <span className="field__hint">{t.profile.avatarHint}</span>
        {error ? (
          <span className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </Card>
  )
}

function ProfileEditor({ profile, onAvatar }: { profile: UserProfile; onAvatar: (url: string) => void }) {
  const t = useT()
  const navigate = useNavigate()
  const zones = useMemo(() => timeZoneChoices(profile.timeZone), [profile.timeZone])
  const form = useForm(
    updateProfileBody,
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
      // A Telegram-only account has no email yet; an untouched empty field is no change.
      email: profile.email === '' ? undefined : profile.email,
      phone: profile.phone,
      vkLink: profile.vkLink,
      timeZone: profile.timeZone,
      language: profile.language ?? undefined,
      currentPassword: '',
    },
    async (body) => {
      const emailChanged = (body.email ?? '') !== profile.email
      const saved = await updateProfile({
        ...body,
        ...(emailChanged ? {} : { email: undefined, currentPassword: undefined }),
      })
      if (saved.language) await setLanguage(saved.language)
      setMyTimeZone(saved.timeZone)
      // A new email waits for its link (decision 0022): say where it went and what stays meanwhile.
      if (emailChanged && saved.pendingEmail) {
        showToast(t.profile.emailPendingSaved({ email: saved.pendingEmail }), 'success')
      } else {
        showToast(t.profile.saved, 'success')
      }
      await navigate({ to: '/profile' })
    },
  )
  const emailChanged = (form.values.email ?? '').trim().toLowerCase() !== profile.email.toLowerCase()
  const email = useLiveValidation('email', form.values.email ?? '', emailChanged)
  const phone = useLiveValidation('phone', form.values.phone ?? '', form.values.phone !== profile.phone)
  const live = (check: typeof email) =>
    check.result && !check.result.available && check.result.message
      ? translateMessage(t, check.result.message)
      : undefined

  return (
    <div className="stack">
      <AvatarEditor profile={profile} onAvatar={onAvatar} />
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <TextField
          label={t.auth.firstName}
          autoComplete="given-name"
          value={form.values.firstName ?? ''}
          onChange={(e) => form.set('firstName', e.target.value)}
          error={form.errors.firstName}
        />
        <TextField
          label={t.auth.lastName}
          autoComplete="family-name"
          value={form.values.lastName ?? ''}
          onChange={(e) => form.set('lastName', e.target.value)}
          error={form.errors.lastName}
        />
        <TextField
          label={t.auth.email}
          type="email"
          autoComplete="email"
          value={form.values.email ?? ''}
          onChange={(e) => form.set('email', e.target.value)}
          error={form.errors.email ?? live(email)}
          hint={profile.pendingEmail ? t.profile.pendingHint({ email: profile.pendingEmail }) : undefined}
        />
        {emailChanged && profile.hasPassword ? (
          <TextField
            label={t.auth.currentPassword}
            type="password"
            autoComplete="current-password"
            value={form.values.currentPassword ?? ''}
            onChange={(e) => form.set('currentPassword', e.target.value)}
            error={form.errors.currentPassword}
          />
        ) : null}
        <TextField
          label={t.auth.phone}
          type="tel"
          autoComplete="tel"
          value={form.values.phone ?? ''}
          onChange={(e) => form.set('phone', e.target.value)}
          error={form.errors.phone ?? live(phone)}
          hint={t.auth.phoneHint}
        />
        <TextField
          label={t.profile.username}
          value={form.values.username ?? ''}
          onChange={(e) => form.set('username', e.target.value.replace(/^@/, ''))}
          error={form.errors.username}
        />
        <TextField
          label={t.profile.vkLink}
          type="url"
          inputMode="url"
          value={form.values.vkLink ?? ''}
          onChange={(e) => form.set('vkLink', e.target.value)}
          error={form.errors.vkLink}
        />
        <SelectField
          label={t.profile.timeZone}
          value={form.values.timeZone ?? profile.timeZone}
          onChange={(e) => form.set('timeZone', e.target.value)}
          options={zones.map((zone) => ({ value: zone, label: zoneName(zone) }))}
        />
        <SelectField
          label={t.profile.language}
          value={form.values.language ?? ''}
          onChange={(e) => form.set('language', e.target.value as 'en' | 'ru')}
          options={[
            { value: 'en', label: 'English' },
            { value: 'ru', label: 'Русский' },
          ]}
        />
        <MainActionButton block busy={form.submitting} busyLabel={t.common.saving}>
          {t.common.save}
        </MainActionButton>
      </form>
    </div>
  )
}
