// Stands in for a theme client module that the site turns off (src/plugins/prismOnDemand.ts): it does nothing.
export {};
