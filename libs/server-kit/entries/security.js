// Run-time entry of @stamp/server-kit/security: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/security/index.js');
