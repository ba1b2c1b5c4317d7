// The requests a page waits on before it can draw, started by the page itself (decision 0049,
// addendum 2026-11-28, second): a small script inline in index.html, run while the document is
// parsed, sends them with the signed-in reader's token, so they travel beside the app's code
// instead of after it. The app's HTTP client takes each answer once, for the same request with the
// same token (src/client/platform/http/early-answers.ts); one it does not take is dropped.
// The build writes the script into index.html (scripts/route-pages.ts), and the server allows
// exactly it in its Content-Security-Policy by its hash (src/server/http/security-headers.ts).

import { ACCESS_TOKEN_COOKIE } from './constants.ts'
import { OFFLINE_DB_NAME, SCHEDULE_STORE, SCHEDULE_USER_INDEX } from './device-database.ts'

/**
 * By route path (`$name` for a parameter, as in the route table): the API paths (under `/api/`,
 * with their query as the app writes it) the page's loader asks for on entering it, each parameter
 * (an id: UUID_PATTERN) taken from the address. Only GETs, only for signed-in readers. One the app does not ask for (the
 * plans, on a trainer's own profile) is dropped unread.
 */
export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/trainer-profile/$id': [
    'trainers/$id',
    'trainers/$id/slots',
    'trainers/$id/reviewable-bookings',
    'trainers/$id/reviews',
    'plans?trainerId=$id',
    // The reader's time zone, in which the free trainings' times are written (ensureMyTimeZone).
    'user/profile',
  ],
}

/**
 * What a parameter of EARLY_REQUESTS must look like for the script to send anything: every one is
 * an id, and an address with anything else in its place (a mistyped or cut link) would only earn
 * 400s; the page shows its own "not found" then.
 */
const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/**
 * Where the script leaves its requests for the app, as `window[EARLY_GLOBAL]`: the token and user
 * they were sent with, when (`performance.now()`), and each path's answer (null when it failed).
 */
export const EARLY_GLOBAL = '__trainlyEarly'

/**
 * Where the script leaves its read of the device database for the app, as
 * `window[EARLY_DEVICE_GLOBAL]`: the user it read for, and a promise of that user's cached
 * schedules (every role's record; null when there is no database, or it could not be read).
 */
export const EARLY_DEVICE_GLOBAL = '__trainlyEarlyDevice'

/**
 * A signed-in reader's cached schedules, read while the document is parsed (decision 0052): opening
 * the device database takes a while, and started here it is done before the app's code has arrived
 * and run, so the schedule draws at the app's first render, offline too. Opened without a version:
 * where there is no database the upgrade is aborted, so none is made (Dexie makes it, with its
 * stores). The connection is closed once read.
 */
function deviceReadScript(): string {
  const name = JSON.stringify(OFFLINE_DB_NAME)
  const store = JSON.stringify(SCHEDULE_STORE)
  const index = JSON.stringify(SCHEDULE_USER_INDEX)
  return `try{var du=localStorage.getItem('userId');if(du&&window.indexedDB&&window.Promise)window.${EARLY_DEVICE_GLOBAL}={userId:du,records:new Promise(function(r){try{var o=window.indexedDB.open(${name});o.onupgradeneeded=function(){o.transaction.abort()};o.onerror=function(){r(null)};o.onsuccess=function(){var d=o.result;d.onversionchange=function(){d.close()};try{var x=d.transaction(${store},'readonly');var g=x.objectStore(${store}).index(${index}).getAll(du);g.onsuccess=function(){r(g.result)};x.oncomplete=function(){d.close()};x.onerror=x.onabort=function(){d.close();r(null)}}catch(e){d.close();r(null)}}}catch(e){r(null)}})}}catch(e){}`
}

/**
 * The inline script's text. Plain ES5 that never throws: a reader who is not signed in, an address
 * with no early requests, or a browser that refuses anything simply sends nothing.
 */
export function earlyRequestsScript(): string {
  const table = JSON.stringify(Object.entries(EARLY_REQUESTS))
  return `(function(){try{var t=${table};if(localStorage.getItem('isAuthenticated')!=='true')return;${deviceReadScript()}var c=('; '+document.cookie).split('; ${encodeURIComponent(ACCESS_TOKEN_COOKIE)}=')[1];if(!c)return;var k=decodeURIComponent(c.split(';')[0]);var u=localStorage.getItem('userId');var p=location.pathname.length>1?location.pathname.replace(/\\/+$/,''):location.pathname;for(var i=0;i<t.length;i++){var n=[];var m=new RegExp('^'+t[i][0].replace(/\\$[a-zA-Z]+/g,function(x){n.push(x);return '(${UUID_PATTERN})'})+'$').exec(p);if(!m)continue;var a={};var h={Authorization:'Bearer '+k};if(u)h['x-user-id']=u;for(var j=0;j<t[i][1].length;j++){var q=t[i][1][j].replace(/\\$[a-zA-Z]+/g,function(x){return m[n.indexOf(x)+1]});a[q]=fetch('/api/'+q,{headers:h}).catch(function(){return null})}window.${EARLY_GLOBAL}={token:k,userId:u,at:performance.now(),answers:a};return}}catch(e){}})()`
}
