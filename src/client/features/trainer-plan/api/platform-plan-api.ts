import { api, call } from '#client/platform/http/client.ts'

// The schemas load with the call (decision 0027): the trainer plan is no guest's first load.
const schemas = () => import('#shared/api/platform-plan.ts')

export async function fetchPlatformPlan() {
  const { platformPlanResponse } = await schemas()
  return call(platformPlanResponse, () => api.get('trainer/platform-plan')).then((r) => r.plan)
}

/** A Stars subscription invoice for Pro (inside Telegram), for openInvoice. */
export async function payPlatformPlan() {
  const { platformPlanPayResponse } = await schemas()
  return call(platformPlanPayResponse, () =>
    api.post('trainer/platform-plan', { json: { payWith: 'telegram' } }),
  )
}
