// Turns a YAML file into an ES module whose default export is the parsed
// document, so that components can import the OpenAPI description directly.
// The data is emitted as a JSON.parse() of a string: engines parse that much
// faster than the same data written as an object literal.
const yaml = require('js-yaml');

module.exports = function yamlLoader(source) {
  const json = JSON.stringify(yaml.load(source));
  return `export default JSON.parse(${JSON.stringify(json)});`;
};
