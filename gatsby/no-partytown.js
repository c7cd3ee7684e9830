// Stands in for Gatsby's Partytown plugin in the browser bundle, where that
// plugin does nothing outside `gatsby develop` (see browser-bundle.ts).
module.exports = {}
