// Run-time entry of @stamp/shared/rules: the compiled rules, without the catalogue (npm run build writes dist/).
module.exports = require('../../../dist/libs/shared/src/rules/index.js');
