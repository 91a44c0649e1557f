// Run-time entry of @stamp/shared: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/shared/src/index.js');
