// A file imported as a module (a font) is its URL in the site; Jest gets a stand-in.
module.exports = '/static/file.woff2'
