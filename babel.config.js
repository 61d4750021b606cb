// Docusaurus Faster compiles the site with SWC; Babel still parses the source
// when `docusaurus write-translations` extracts the strings to translate.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
