// Turns a YAML file into an ES module whose default export is the parsed
// document, so that components can import the OpenAPI description directly.
const yaml = require('js-yaml');

module.exports = function yamlLoader(source) {
  return `export default ${JSON.stringify(yaml.load(source))};`;
};
