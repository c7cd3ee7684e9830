// Stands in, in the browser bundle, for Gatsby modules that never run on
// this site (see bundle.ts).
module.exports = {}
