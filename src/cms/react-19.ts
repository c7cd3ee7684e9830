/**
 * React 19.2.0 as the browser globals that Decap's prebuilt bundle takes
 * when it loads (`window.React`, `window.ReactDOM`): Decap 3.16 requires
 * exactly this React and React 19 ships no browser builds, so
 * gatsby/cms/bundle.ts compiles this file into /admin/react.js, with
 * `react` and `react-dom` resolved to the `react-19` and `react-dom-19`
 * packages. The site's CMS code (cms.tsx) takes the same globals, so the
 * previews and Decap share this one React; no public page loads it.
 */
import React from 'react'
import ReactDOM from 'react-dom'

Object.assign(window, { React, ReactDOM })
