// Run-time entry of @stamp/server-kit/validation: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/validation/index.js');
